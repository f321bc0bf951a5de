/** An uncompressed P-256 public key is this many bytes (0x04, then x and y). */
const P256_POINT_BYTES = 65;

/**
 * A VAPID public key (base64url, as the server gives it) as bytes: older Chrome refused the string
 * form of `applicationServerKey`. Throws for anything but a 65-byte key.
 */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  if (bytes.length !== P256_POINT_BYTES)
    throw new Error(`push key: expected ${P256_POINT_BYTES} bytes, got ${bytes.length}`);
  return bytes;
}

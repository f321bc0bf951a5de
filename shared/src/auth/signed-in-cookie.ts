/**
 * A readable companion of the HttpOnly session cookie, set and cleared with it and living exactly as
 * long: its value is the signed-in user's id. The page and the service worker read it to know whose
 * session the browser holds (none once the browser dropped it), which the session cookie hides.
 */
export const SIGNED_IN_COOKIE = 'shop_signed_in';

/** The user id in a `Cookie` header or `document.cookie` string, or null when there is none. */
export function signedInUserId(cookies: string): number | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIGNED_IN_COOKIE && /^\d+$/.test(value ?? '')) return Number(value);
  }
  return null;
}

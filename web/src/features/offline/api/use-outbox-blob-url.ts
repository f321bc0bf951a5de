import { useEffect, useState } from 'react';
import { bytesShownAs, outboxBlobName } from './outbox-blob-ref.ts';

/**
 * The URL to show `src` by: itself, or for a reference to bytes in the outbox an object URL made
 * from them while the component is mounted, and revoked when it unmounts or `src` changes.
 * Undefined while the bytes are read, or when they are gone (sent: the refreshed data then has the
 * server's URL).
 */
export function useOutboxBlobUrl(src: string): string | undefined {
  const name = outboxBlobName(src);
  const [made, setMade] = useState<{ src: string; url: string }>();
  useEffect(() => {
    if (name === undefined) return;
    let url: string | undefined;
    let mounted = true;
    void (async () => {
      // The outbox (Dexie) loads with the first picture it shows, not with the page.
      const { outboxDb } = await import('./outbox-db.ts');
      const blob = await bytesShownAs(outboxDb, name).catch(() => undefined);
      if (!mounted || !blob) return;
      url = URL.createObjectURL(new Blob([blob.bytes], { type: blob.type }));
      setMade({ src, url });
    })();
    return () => {
      mounted = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [name, src]);
  if (name === undefined) return src;
  return made?.src === src ? made.url : undefined;
}

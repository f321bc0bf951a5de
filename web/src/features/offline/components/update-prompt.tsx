import { useEffect } from 'react';
import { toast } from '@/lib/toast.ts';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { appMessages } from '@shop/shared/app/messages';

const CHECK_EVERY_MS = 60 * 60_000;

/**
 * Registers the service worker (prompt mode: a waiting update never reloads a page with a half
 * filled form) and offers "New version available - Reload". Checks hourly and when visible.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, reg) {
      if (!reg) return;
      setInterval(() => void reg.update().catch(() => undefined), CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
      });
    },
  });
  useEffect(() => {
    if (!needRefresh) return;
    toast(
      (t) => (
        <span className="toast-action">
          {appMessages.newVersionAvailable}
          <button
            type="button"
            className="button small"
            onClick={() => {
              toast.dismiss(t.id);
              void updateServiceWorker(true);
            }}
          >
            {appMessages.reload}
          </button>
        </span>
      ),
      { id: 'sw-update', duration: Infinity },
    );
  }, [needRefresh, updateServiceWorker]);
  return null;
}

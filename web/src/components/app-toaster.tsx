import { useEffect, useState } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { toastConfig } from '@shop/shared/app/messages';

/** react-hot-toast with the spec's durations, and at most 20 toasts kept. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(toastConfig.limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  // The toast area's styles are injected when it first renders, which recalculates the whole
  // page's style: not on load, only once there is something to show. Once shown it stays: a
  // Toaster that unmounts ends react-hot-toast's first subscription, this component's own (it
  // drops listeners by toaster id), and no later toast would show.
  if (!shown) return null;
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: toastConfig.blankMs,
        className: 'toast',
        success: { duration: toastConfig.successMs },
        error: { duration: toastConfig.errorMs },
        loading: { duration: toastConfig.loadingMs },
        custom: { duration: toastConfig.customMs },
      }}
    />
  );
}

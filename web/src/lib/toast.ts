import type hotToast from 'react-hot-toast';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

/**
 * The app's toasts, with react-hot-toast loaded on the first one (or with the toaster, after the
 * first paint) rather than in every route's first load: a toast always follows something the user
 * did, so the few milliseconds of the first load are never seen, and every route is 4.5 KB lighter.
 * Once loaded, a toast is raised at once.
 */
type HotToast = typeof hotToast;
type Message = ValueOrFunction<Renderable, Toast>;

let hot: HotToast | undefined;
let loading: Promise<HotToast> | undefined;

export function loadToasts(): Promise<HotToast> {
  return (loading ??= import('react-hot-toast').then((m) => (hot = m.default)));
}

function withToasts(use: (t: HotToast) => void): void {
  if (hot) use(hot);
  else void loadToasts().then(use);
}

export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => withToasts((t) => t(message, options)),
  {
    success: (message: Message, options?: ToastOptions) => withToasts((t) => t.success(message, options)),
    error: (message: Message, options?: ToastOptions) => withToasts((t) => t.error(message, options)),
    dismiss: (id?: string) => withToasts((t) => t.dismiss(id)),
  },
);

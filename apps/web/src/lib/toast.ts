import type toast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

// react-hot-toast loads with the first toast or when the toast area mounts after the first paint
// (<AppToaster/> is lazy), not with the page's first download (bundle budget).
let loading: Promise<{ default: typeof toast }> | undefined;
function toastModule() {
  loading ??= import('react-hot-toast').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

let counter = 0;
/** Toast ids are chosen here, so that `loading` can answer one before the library has loaded. */
const nextId = () => `notify-${++counter}`;

function show(kind: 'success' | 'error' | 'loading', message: string, options: ToastOptions) {
  const id = options.id ?? nextId();
  void toastModule().then(
    ({ default: hotToast }) => hotToast[kind](message, { ...options, id }),
    () => console.error(`Could not show the message "${message}".`),
  );
  return id;
}

/**
 * The one toast helper of the app (spec: top centre; success 2 s, error 4 s, loading until
 * dismissed; at most 20 at once — see <AppToaster/>). Each call answers the toast's id.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    show('success', message, { duration: 2000, ...options }),
  error: (message: string, options?: ToastOptions) =>
    show('error', message, { duration: 4000, ...options }),
  /** Stays until dismissed or replaced (pass its id to success/error to replace it). */
  loading: (message: string, options?: ToastOptions) =>
    show('loading', message, { duration: Infinity, ...options }),
  dismiss: (id?: string) => {
    void toastModule().then(({ default: hotToast }) => hotToast.dismiss(id));
  },
};

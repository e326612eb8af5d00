import toast, { type ToastOptions } from 'react-hot-toast';

/**
 * The one toast helper of the app (spec: top centre; success 2 s, error 4 s, loading until
 * dismissed; at most 20 at once — see <AppToaster/>).
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { duration: 2000, ...options }),
  error: (message: string, options?: ToastOptions) =>
    toast.error(message, { duration: 4000, ...options }),
  /** Stays until dismissed or replaced (pass its id to success/error to replace it). */
  loading: (message: string, options?: ToastOptions) =>
    toast.loading(message, { duration: Infinity, ...options }),
  dismiss: (id?: string) => toast.dismiss(id),
};

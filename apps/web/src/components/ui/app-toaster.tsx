import { Toaster } from 'react-hot-toast';

/**
 * The toast area, top centre. react-hot-toast keeps at most 20 toasts at once, the spec's limit;
 * durations are set by `notify` in lib/toast.ts.
 */
export function AppToaster() {
  return <Toaster position="top-center" />;
}

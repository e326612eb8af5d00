import { createElement } from 'react';
import type toast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

/** A button in a success toast that takes the action back (e.g. Undo), while the toast shows. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

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

/** How a toast is shown: react-hot-toast's options, and whether it is for the next page. */
export interface NotifyOptions extends ToastOptions {
  /**
   * Said on this page about the page the person is sent to next ('user is added successfully',
   * then back where they came from): it stays through that one navigation.
   */
  forNextPage?: boolean;
}

// Toasts belong to the page they were shown on: leaving it dismisses them (`leavePage`).
let onThisPage = new Set<string>();
let onNextPage = new Set<string>();

function show(
  kind: 'success' | 'error' | 'loading',
  message: string,
  { forNextPage = false, ...options }: NotifyOptions,
  action?: ToastAction,
) {
  const id = options.id ?? nextId();
  onThisPage.delete(id);
  onNextPage.delete(id);
  (forNextPage ? onNextPage : onThisPage).add(id);
  void toastModule().then(
    ({ default: hotToast }) =>
      hotToast[kind](
        action
          ? createElement(
              'span',
              { className: 'flex items-center gap-3' },
              message,
              createElement(
                'button',
                {
                  type: 'button',
                  className: 'btn btn-sm btn-outline',
                  onClick: () => {
                    hotToast.dismiss(id);
                    action.onClick();
                  },
                },
                action.label,
              ),
            )
          : message,
        { ...options, id },
      ),
    () => console.error(`Could not show the message "${message}".`),
  );
  return id;
}

/**
 * The one toast helper of the app (spec: top centre; success 2 s, error 4 s, loading until
 * dismissed; at most 20 at once — see <AppToaster/>). Each call answers the toast's id.
 */
export const notify = {
  success: (message: string, options?: NotifyOptions) =>
    show('success', message, { duration: 2000, ...options }),
  /** A success that can be taken back: the toast stays 10 s with the action's button. */
  successWithAction: (message: string, action: ToastAction) =>
    show('success', message, { duration: 10_000 }, action),
  error: (message: string, options?: NotifyOptions) =>
    show('error', message, { duration: 4000, ...options }),
  /** Stays until dismissed or replaced (pass its id to success/error to replace it). */
  loading: (message: string, options?: NotifyOptions) =>
    show('loading', message, { duration: Infinity, ...options }),
  dismiss: (id?: string) => {
    void toastModule().then(({ default: hotToast }) => hotToast.dismiss(id));
  },
};

/**
 * The person went to another page: the toasts of the page they left are dismissed (they spoke of
 * what was on it), those shown `forNextPage` stay, now as toasts of the new page. Called by
 * `useToastsPerPage` before the new page's own effects run, so a toast the new page shows as it
 * opens ('Sing out Successfully' once home) is its own.
 */
export function leavePage() {
  const leaving = [...onThisPage];
  onThisPage = onNextPage;
  onNextPage = new Set();
  if (leaving.length === 0) return;
  void toastModule().then(
    ({ default: hotToast }) => leaving.forEach((id) => hotToast.dismiss(id)),
    () => undefined,
  );
}

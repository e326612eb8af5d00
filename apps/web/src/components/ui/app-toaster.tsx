import { Toaster } from 'react-hot-toast';

/**
 * The toast area, top centre. react-hot-toast keeps at most 20 toasts at once, the spec's limit;
 * durations are set by `notify` in lib/toast.ts. The look follows the site's palette.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{
        className: 'text-sm font-medium',
        style: {
          borderRadius: '0.75rem',
          background: 'var(--color-base-100)',
          color: 'var(--color-base-content)',
          boxShadow: 'var(--shadow-card-hover)',
          border: '1px solid var(--color-base-300)',
        },
        success: { iconTheme: { primary: '#15803d', secondary: '#ffffff' } },
        error: { iconTheme: { primary: '#b91c1c', secondary: '#ffffff' } },
      }}
    />
  );
}

// Constants of the Google sign-in popup, without zod: the web app's first chunk imports them
// (bundle budget, docs/performance.md). auth.ts re-exports them beside the result's schema.

/** The BroadcastChannel the popup's last page posts its `GooglePopupResult` on. */
export const AUTH_CHANNEL = 'resale-zone-auth';

/** The popup's size (spec §9). */
export const GOOGLE_POPUP = { width: 500, height: 600 } as const;

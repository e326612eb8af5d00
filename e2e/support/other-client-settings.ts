/**
 * Another web client on its own origin (e2e/tests/other-clients.spec.ts serves it): the server
 * lists this origin in CORS_ORIGINS; the stranger's port serves the same page from an origin that
 * is not listed.
 */
export const OTHER_CLIENT_PORT = Number(process.env.E2E_CLIENT_PORT ?? 3192);
export const STRANGER_CLIENT_PORT = OTHER_CLIENT_PORT + 1;
export const OTHER_CLIENT_ORIGIN = `http://127.0.0.1:${OTHER_CLIENT_PORT}`;

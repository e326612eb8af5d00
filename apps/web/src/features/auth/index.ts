// The auth feature's public face: what other features may use (eslint.config.js, import zones).
export { AuthCard } from './auth-card.tsx';
export { useAuth } from './auth-context.tsx';
export { fetchAccessToken, sessionQuery } from './auth.api.ts';
export type { ReturnState } from './require-auth.tsx';
export { tokenStore } from './token-store.ts';

// The auth feature's public face: what other features may use (eslint.config.js, import zones).
export { AuthCard } from './auth-card.tsx';
export { useAuth, useWhenSessionKnown } from './auth-context.tsx';
export { authKeys, fetchAccessToken, sessionQuery } from './auth.api.ts';
export {
  ACCOUNT_DELETED,
  useReturnState,
  useSendToSignIn,
  type ReturnState,
} from './return-path.ts';
export { sellPath } from './sell-path.ts';
export { useOnReturn } from './use-on-return.ts';
export { tokenStore } from './token-store.ts';

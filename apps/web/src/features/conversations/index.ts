// The conversations feature's public face: what other features may use (eslint import zones).
export { conversationKeys } from './conversations.api.ts';
export { MessageSellerButton } from './message-seller-button.tsx';
export { UnreadBadge } from './unread-badge.tsx';

// The notifications feature's public face: what other features may use (eslint.config.js). The
// navbar imports the bell from its own file, so no page's first chunk carries the center's code.
export { NotificationCenter } from './notification-center.tsx';
export { notificationKeys } from './notifications.api.ts';

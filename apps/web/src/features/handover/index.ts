// The handover feature's public face: what other features may use (eslint.config.js).
export { DisputeSides } from './dispute-sides.tsx';

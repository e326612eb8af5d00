// The bookings feature's public face: what other features may use (eslint.config.js).
export { bookingKeys } from './bookings.api.ts';

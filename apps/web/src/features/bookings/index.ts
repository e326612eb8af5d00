// The bookings feature's public face: what other features may use (eslint.config.js).
export { bookingKeys, bookingQuery, useReleaseBooking } from './bookings.api.ts';
export { ReleaseDialog } from './release-dialog.tsx';
export { StateWords } from './state-words.tsx';

// The database schema, one file per area under schema/. It never leaves apps/api: repositories
// map rows to contract shapes. drizzle-kit reads this file (drizzle.config.ts) to write migrations.
export * from './schema/areas.ts';
export * from './schema/users.ts';
export * from './schema/listings.ts';
export * from './schema/imei.ts';
export * from './schema/bookings.ts';
export * from './schema/identity.ts';
export * from './schema/notifications.ts';
export * from './schema/reviews.ts';
export * from './schema/dashboards.ts';
export * from './schema/conversations.ts';
export * from './schema/offers.ts';

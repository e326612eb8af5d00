import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';

// Dashboards: counted views (features/dashboard, decision 027).

/**
 * A random salt per UTC day: a visitor is kept only as a hash salted with the day's salt, and the
 * salts (with the marks) are removed once the day is over, so that no hash can be linked to a
 * visitor afterwards, nor one day's visits to another's.
 */
export const viewSalts = pgTable('view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Who was counted today: one row per listing, UTC day and visitor hash (SHA-256 of the day's salt,
 * the visitor and the listing). The primary key makes a second view of the day a no-op, also under
 * concurrency and across instances. Rows of past days are removed by the view counter.
 */
export const listingViewMarks = pgTable(
  'listing_view_marks',
  {
    listingId: text('listing_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_view_marks_pkey', columns: [t.listingId, t.day, t.visitor] }),
    index('listing_view_marks_day_idx').on(t.day),
  ],
);

/** Counted views of a listing per UTC day (the rollup the dashboards read). */
export const listingViewsDaily = pgTable(
  'listing_views_daily',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_views_daily_pkey', columns: [t.listingId, t.day] })],
);

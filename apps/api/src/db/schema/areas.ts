import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

// Areas and suggested public meeting spots (features/areas, decision 056).

/**
 * The places people list and meet in: a city and an area of it ('Dhaka', 'Dhanmondi'). Admins add,
 * rename and retire them; a retired area is offered to nobody any more but keeps the listings,
 * profiles and spots that name it (an area nothing names is deleted instead).
 */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    city: text('city').notNull(),
    name: text('name').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One area of a name per city, whatever the letter case.
    uniqueIndex('areas_city_name_key').on(sql`lower(${t.city})`, sql`lower(${t.name})`),
    check(
      'areas_text_check',
      sql`length(${t.city}) between 1 and 60 and length(${t.name}) between 1 and 60`,
    ),
  ],
);

/**
 * Public places admins suggest for a handover (a police station's lobby, a mall's help desk): the
 * booking dialog offers those of the listing's area first.
 */
export const meetingSpots = pgTable(
  'meeting_spots',
  {
    id: id(),
    name: text('name').notNull(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    openingHours: text('opening_hours').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_spots_area_idx').on(t.areaId)],
);

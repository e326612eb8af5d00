import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ViewRow {
  listingId: string;
  day: string;
  /** The salted hash of the visitor. */
  visitor: string;
  /** The signed-in viewer, to leave out the listing's own seller. */
  viewerId: string | null;
}

export function createViewsRepo(db: Db) {
  return {
    /** The day's salt: the one stored, else this one (the first instance to write wins). */
    async salt(day: string, candidate: string): Promise<string> {
      await db.execute(
        sql`insert into view_salts (day, salt) values (${day}::date, ${candidate}) on conflict (day) do nothing`,
      );
      const { rows } = (await db.execute(
        sql`select salt from view_salts where day = ${day}::date`,
      )) as unknown as { rows: { salt: string }[] };
      return rows[0]!.salt;
    },

    /**
     * Marks the views (a mark already there: not counted again) and adds the new ones to the
     * daily rollup, in one statement. Views of a missing listing or by its seller are left out.
     * Answers how many views were new.
     */
    async record(views: ViewRow[]): Promise<number> {
      const { rows } = (await db.execute(sql`
        with input as (
          select * from json_to_recordset(${JSON.stringify(views)}::json)
            as v("listingId" text, day date, visitor text, "viewerId" text)
        ), fresh as (
          insert into listing_view_marks (listing_id, day, visitor)
          select i."listingId", i.day, i.visitor
          from input i join listings l on l.id = i."listingId"
          where l.seller_id is distinct from i."viewerId"
          on conflict do nothing
          returning listing_id, day
        ), added as (
          insert into listing_views_daily (listing_id, day, views)
          select listing_id, day, count(*)::int from fresh group by listing_id, day
          on conflict (listing_id, day)
            do update set views = listing_views_daily.views + excluded.views
          returning views
        )
        select count(*)::int as n from fresh
      `)) as unknown as { rows: { n: number }[] };
      return rows[0]?.n ?? 0;
    },

    /** Deletes the marks and salts of days before yesterday (yesterday's late views still count). */
    async prune(today: string): Promise<void> {
      await db.execute(sql`delete from listing_view_marks where day < ${today}::date - 1`);
      await db.execute(sql`delete from view_salts where day < ${today}::date - 1`);
    },
  };
}

export type ViewsRepo = ReturnType<typeof createViewsRepo>;

import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Area, MeetingSpot } from '@resale-zone/contract/areas';
import type { Db } from '../../db/client.ts';
import { areas, auditEvents, listings, meetingSpots, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pick } from '../../db/pick.ts';

// Areas and meeting spots (decision 056): the lists, and the admins' changes with their audit rows.

/** One admin change to an area or a spot, audited in its transaction. */
export interface AreaAudit {
  actorId: string;
  action:
    | 'add-area'
    | 'rename-area'
    | 'retire-area'
    | 'restore-area'
    | 'delete-area'
    | 'add-spot'
    | 'edit-spot'
    | 'delete-spot';
  detail: string;
}

const areaColumns = pick(areas, 'id', 'city', 'name', 'retiredAt');

const toArea = (row: { id: string; city: string; name: string; retiredAt: Date | null }): Area => ({
  ...row,
  retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
});

export interface SpotFields {
  name: string;
  areaId: string;
  address: string;
  openingHours: string;
  note: string;
}

export function createAreasRepo(db: Db) {
  const audit = (tx: Db, targetType: 'area' | 'meeting-spot', id: string, entry: AreaAudit) =>
    tx.insert(auditEvents).values({ ...entry, targetType, targetId: id });

  /** Spots with their areas: `first`'s spots first, then by city, area and name. */
  const spots = (first: string | null, onlyId?: string) =>
    db
      .select({
        ...pick(meetingSpots, 'id', 'name', 'address', 'openingHours', 'note'),
        area: { id: areas.id, city: areas.city, name: areas.name },
      })
      .from(meetingSpots)
      .innerJoin(areas, eq(areas.id, meetingSpots.areaId))
      .where(onlyId ? eq(meetingSpots.id, onlyId) : undefined)
      .orderBy(
        sql`${meetingSpots.areaId} = ${first ?? ''} desc`,
        asc(areas.city),
        asc(areas.name),
        asc(meetingSpots.name),
        asc(meetingSpots.id),
      );

  return {
    /** Every area (retired ones only when `withRetired`), by city and name. */
    async list(withRetired: boolean): Promise<Area[]> {
      const rows = await db
        .select(areaColumns)
        .from(areas)
        .where(withRetired ? undefined : isNull(areas.retiredAt))
        .orderBy(asc(areas.city), asc(areas.name));
      return rows.map(toArea);
    },

    async find(id: string): Promise<Area | undefined> {
      const [row] = await db.select(areaColumns).from(areas).where(eq(areas.id, id));
      return row && toArea(row);
    },

    /** Adds an area; undefined when the city has one of that name already. */
    async add(city: string, name: string, entry: AreaAudit): Promise<Area | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(areas).values({ city, name }).returning(areaColumns);
          await audit(tx as unknown as Db, 'area', row!.id, entry);
          return toArea(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** A new spelling; 'missing' or 'taken' (the city has an area of that name). */
    async rename(
      id: string,
      fields: { city: string; name: string },
      entry: AreaAudit,
    ): Promise<Area | 'missing' | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(areas)
            .set(fields)
            .where(eq(areas.id, id))
            .returning(areaColumns);
          if (!row) return 'missing' as const;
          await audit(tx as unknown as Db, 'area', id, entry);
          return toArea(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Retires an area or offers it again; undefined when there is no such area. */
    async setRetired(id: string, retired: boolean, entry: AreaAudit): Promise<Area | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(areas)
          .set({ retiredAt: retired ? sql`coalesce(${areas.retiredAt}, now())` : null })
          .where(eq(areas.id, id))
          .returning(areaColumns);
        if (row) await audit(tx as unknown as Db, 'area', id, entry);
        return row && toArea(row);
      });
    },

    /**
     * Deletes an area nothing names, or retires one that a listing (sold ones too), a member or a
     * spot names. The area's row is locked first: a listing or profile naming it meanwhile waits
     * for its foreign key's lock, so what is counted is the last word.
     */
    async remove(
      id: string,
      entry: (outcome: 'deleted' | 'retired') => AreaAudit,
    ): Promise<'deleted' | 'retired' | 'missing'> {
      return db.transaction(async (tx) => {
        const [area] = await tx
          .select({ id: areas.id })
          .from(areas)
          .where(eq(areas.id, id))
          .for('update');
        if (!area) return 'missing';
        const [used] = await tx
          .select({
            used: sql<boolean>`exists (select 1 from ${listings} where ${listings.areaId} = ${id})
              or exists (select 1 from ${users} where ${users.areaId} = ${id})
              or exists (select 1 from ${meetingSpots} where ${meetingSpots.areaId} = ${id})`,
          })
          .from(areas)
          .where(eq(areas.id, id));
        const outcome = used?.used ? 'retired' : 'deleted';
        if (outcome === 'retired') {
          await tx
            .update(areas)
            .set({ retiredAt: sql`coalesce(${areas.retiredAt}, now())` })
            .where(eq(areas.id, id));
        } else {
          await tx.delete(areas).where(eq(areas.id, id));
        }
        await audit(tx as unknown as Db, 'area', id, entry(outcome));
        return outcome;
      });
    },

    spots(first: string | null): Promise<MeetingSpot[]> {
      return spots(first);
    },

    async spot(id: string): Promise<MeetingSpot | undefined> {
      const [row] = await spots(null, id);
      return row;
    },

    async addSpot(fields: SpotFields, entry: AreaAudit): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(meetingSpots)
          .values(fields)
          .returning({ id: meetingSpots.id });
        await audit(tx as unknown as Db, 'meeting-spot', row!.id, entry);
        return row!.id;
      });
    },

    /** Whether the spot was there to change. */
    async editSpot(id: string, fields: SpotFields, entry: AreaAudit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(meetingSpots)
          .set(fields)
          .where(eq(meetingSpots.id, id))
          .returning({ id: meetingSpots.id });
        if (row) await audit(tx as unknown as Db, 'meeting-spot', id, entry);
        return Boolean(row);
      });
    },

    /** Whether the spot was there to delete. */
    async removeSpot(id: string, entry: AreaAudit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(meetingSpots)
          .where(eq(meetingSpots.id, id))
          .returning({ id: meetingSpots.id });
        if (row) await audit(tx as unknown as Db, 'meeting-spot', id, entry);
        return Boolean(row);
      });
    },
  };
}
export type AreasRepo = ReturnType<typeof createAreasRepo>;

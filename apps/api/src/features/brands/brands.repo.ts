import { asc, eq, sql } from 'drizzle-orm';
import type { Brand } from '@resale-zone/contract/brands';
import type { Db } from '../../db/client.ts';
import { auditEvents, brands, listings } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';

/** One admin change to a brand and its audit row, written in one transaction. */
export interface BrandAudit {
  actorId: string;
  action: 'add-brand' | 'rename-brand' | 'delete-brand';
  detail: string;
}

const columns = pick(brands, 'slug', 'name', 'title', 'logo', 'position');

export function createBrandsRepo(db: Db) {
  const audit = (tx: Db, slug: string, entry: BrandAudit) =>
    tx.insert(auditEvents).values({ ...entry, targetType: 'brand', targetId: slug });

  return {
    list(): Promise<Brand[]> {
      return db.select(columns).from(brands).orderBy(asc(brands.position), asc(brands.slug));
    },

    async bySlug(slug: string): Promise<Brand | undefined> {
      const [row] = await db.select(columns).from(brands).where(eq(brands.slug, slug));
      return row;
    },

    async byName(name: string): Promise<Brand | undefined> {
      const [row] = await db.select(columns).from(brands).where(eq(brands.name, name));
      return row;
    },

    /** Adds a brand at the end of the list; undefined when its slug or name is taken. */
    async add(
      brand: { slug: string; name: string; title: string; logo: string | null },
      entry: BrandAudit,
    ): Promise<Brand | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(brands)
          .values({
            ...brand,
            position: sql`(select coalesce(max(${brands.position}), 0) + 1 from ${brands})`,
          })
          .onConflictDoNothing()
          .returning(columns);
        if (row) await audit(tx as unknown as Db, row.slug, entry);
        return row;
      });
    },

    async rename(slug: string, title: string, entry: BrandAudit): Promise<Brand | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(brands)
          .set({ title })
          .where(eq(brands.slug, slug))
          .returning(columns);
        if (row) await audit(tx as unknown as Db, slug, entry);
        return row;
      });
    },

    /**
     * Deletes a brand no listing names (sold ones too: they keep their category). 'listed' when
     * some do, 'missing' when there is no such brand. The brand row is locked first, so a listing
     * added meanwhile waits (its foreign key) and the count is the last word.
     */
    async remove(slug: string, entry: BrandAudit): Promise<'deleted' | 'listed' | 'missing'> {
      return db.transaction(async (tx) => {
        const [brand] = await tx
          .select({ name: brands.name })
          .from(brands)
          .where(eq(brands.slug, slug))
          .for('update');
        if (!brand) return 'missing';
        const [used] = await tx
          .select({ one: sql<number>`1` })
          .from(listings)
          .where(eq(listings.category, brand.name))
          .limit(1);
        if (used) return 'listed';
        await tx.delete(brands).where(eq(brands.slug, slug));
        await audit(tx as unknown as Db, slug, entry);
        return 'deleted';
      });
    },
  };
}
export type BrandsRepo = ReturnType<typeof createBrandsRepo>;

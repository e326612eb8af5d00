import type { Brand, NewBrand } from '@resale-zone/contract/brands';
import type { Actor } from '../../domain/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { BrandsRepo } from './brands.repo.ts';

/**
 * Brands as data (decision 034): the public list, the checks other features make against it (a
 * listing's category, a search's or category page's brand), and the admins' changes, audited.
 */
export function createBrandsService(repo: BrandsRepo) {
  return {
    list: () => repo.list(),
    /** The brand of a slug, or undefined. */
    find: (slug: string) => repo.bySlug(slug),

    /** The brand of a category page's slug; a 404 for an unknown one. */
    async bySlug(slug: string): Promise<Brand> {
      const brand = await repo.bySlug(slug);
      if (!brand) throw notFound('There is no such brand.');
      return brand;
    },

    /** A search filter's brand: a 400 naming `field` when there is no such brand. */
    async filterBrand(slug: string, field = 'brand'): Promise<Brand> {
      const brand = await repo.bySlug(slug);
      if (!brand) throw badRequest(`${field}: there is no brand "${slug}"`, field);
      return brand;
    },

    /** A listing's stored category: a 400 naming `field` when no brand has that name. */
    async assertCategory(name: string, field = 'categories'): Promise<void> {
      if (!(await repo.byName(name))) {
        throw badRequest(`${field}: choose one of the brands offered`, field);
      }
    },

    async add(admin: Actor, input: NewBrand): Promise<Brand> {
      const title = input.title ?? input.name;
      const added = await repo.add(
        { slug: input.slug, name: input.name, title, logo: input.logo || null },
        { actorId: admin.id, action: 'add-brand', detail: `${title} (${input.slug})` },
      );
      if (!added)
        throw conflict(
          `A brand with the address "${input.slug}" or the name "${input.name}" exists already.`,
        );
      return added;
    },

    async rename(admin: Actor, slug: string, title: string): Promise<Brand> {
      const before = await repo.bySlug(slug);
      if (!before) throw notFound('There is no such brand.');
      const renamed = await repo.rename(slug, title, {
        actorId: admin.id,
        action: 'rename-brand',
        detail: `${before.title} → ${title}`,
      });
      if (!renamed) throw notFound('There is no such brand.');
      return renamed;
    },

    async remove(admin: Actor, slug: string): Promise<void> {
      const outcome = await repo.remove(slug, {
        actorId: admin.id,
        action: 'delete-brand',
        detail: slug,
      });
      if (outcome === 'missing') throw notFound('There is no such brand.');
      if (outcome === 'listed') {
        throw conflict('This brand has listings, so it cannot be deleted. Rename it instead.');
      }
    },
  };
}
export type BrandsService = ReturnType<typeof createBrandsService>;

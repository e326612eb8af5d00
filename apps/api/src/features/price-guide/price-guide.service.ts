import { CATEGORY_BY_SLUG, CONDITIONS, type CategorySlug } from '@resale-zone/contract/catalog';
import type { PriceGuide, PriceGuideIndex, PriceVerdict } from '@resale-zone/contract/price-guide';
import {
  MIN_SALES,
  WINDOW_DAYS,
  modelSlug,
  priceVerdict,
  slugToModelKey,
} from '../../domain/price-guide.ts';
import { notFound } from '../../lib/http-error.ts';
import type { PriceGuideRepo, SalesWindow } from './price-guide.repo.ts';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const SLUG_OF_CATEGORY = new Map(
  Object.entries(CATEGORY_BY_SLUG).map(([slug, category]) => [category as string, slug]),
) as Map<string, CategorySlug>;

/** The Monday (UTC) of the week holding `day`. */
function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return utcDay(new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY_MS));
}

/** Every week (its Monday) from the one holding `from` to the one holding `to`. */
export function weeksOf(from: string, to: string): string[] {
  const out: string[] = [];
  const last = mondayOf(to);
  for (let w = mondayOf(from); w <= last; w = utcDay(new Date(Date.parse(w) + 7 * DAY_MS))) {
    out.push(w);
  }
  return out;
}

/**
 * How long this instance reuses the index: it groups every sale of the window (about 300 ms at
 * 100k listings and 25k sales in the window on a busy 2-core machine), for a public page anyone
 * may reload; a minute-old list of medians over 90 days is as true.
 */
export const INDEX_REUSE_MS = 60_000;

/** The price guide: models with enough sales, one model's medians, a listing's verdict. */
export function createPriceGuideService(repo: PriceGuideRepo, now: () => Date = () => new Date()) {
  let lastIndex: { at: number; answer: Promise<PriceGuideIndex> } | null = null;
  const salesWindow = (): SalesWindow => {
    const until = now();
    return { since: new Date(until.getTime() - WINDOW_DAYS * DAY_MS), until };
  };
  const enough = (s: { sales: number; medianCents: number | null }) =>
    s.sales >= MIN_SALES ? s.medianCents : null;

  async function computeIndex(): Promise<PriceGuideIndex> {
    const rows = await repo.models(salesWindow(), MIN_SALES);
    return {
      windowDays: WINDOW_DAYS,
      minSales: MIN_SALES,
      models: rows.flatMap((r) => {
        const brand = SLUG_OF_CATEGORY.get(r.category);
        return brand
          ? [
              {
                brand,
                category: r.category,
                slug: modelSlug(r.key),
                model: r.model,
                sales: r.sales,
                medianCents: r.medianCents,
              },
            ]
          : [];
      }),
    };
  }

  return {
    index(): Promise<PriceGuideIndex> {
      const at = now().getTime();
      if (!lastIndex || at - lastIndex.at >= INDEX_REUSE_MS || at < lastIndex.at) {
        const answer = computeIndex();
        // A failure is not kept: the next request asks the database again.
        answer.catch(() => {
          if (lastIndex?.answer === answer) lastIndex = null;
        });
        lastIndex = { at, answer };
      }
      return lastIndex.answer;
    },
    /** A model's guide; a 404 when it has fewer than MIN_SALES sales in the window. */
    async guide(brand: CategorySlug, slug: string): Promise<PriceGuide> {
      const w = salesWindow();
      const category = CATEGORY_BY_SLUG[brand];
      const found = await repo.model(category, slugToModelKey(slug), w);
      if (found.total.sales < MIN_SALES || found.model === null) {
        throw notFound('No price guide for this model: too few completed sales in 90 days.');
      }
      const from = utcDay(w.since);
      const to = utcDay(w.until);
      return {
        brand,
        category,
        slug,
        model: found.model,
        sales: found.total.sales,
        medianCents: found.total.medianCents!,
        windowDays: WINDOW_DAYS,
        minSales: MIN_SALES,
        from,
        to,
        conditions: CONDITIONS.map((condition) => {
          const s = found.conditions.get(condition) ?? { sales: 0, medianCents: null };
          return { condition, sales: s.sales, medianCents: enough(s) };
        }),
        weeks: weeksOf(from, to).map((week) => {
          const s = found.weeks.get(week);
          return { week, sales: s?.sales ?? 0, medianCents: s?.medianCents ?? null };
        }),
      };
    },

    /**
     * A listing's price against the median of its model's sales in its condition, or of all the
     * model's sales when its condition has too few; nothing when the model has too few.
     */
    async verdict(listingId: string): Promise<PriceVerdict> {
      const listing = await repo.listing(listingId);
      if (!listing) throw notFound('Product not found.');
      const none = { verdict: null, basis: null, medianCents: null, guide: null };
      if (!listing.key) return { ...none, sales: 0 };
      const m = await repo.medians(listing.category, listing.key, listing.condition, salesWindow());
      const basis =
        m.condition.sales >= MIN_SALES ? 'condition' : m.model.sales >= MIN_SALES ? 'model' : null;
      if (basis === null) return { ...none, sales: m.model.sales };
      const { sales, medianCents } = m[basis];
      const brand = SLUG_OF_CATEGORY.get(listing.category);
      return {
        verdict: priceVerdict(listing.priceCents, medianCents!),
        basis,
        medianCents: medianCents!,
        sales,
        guide: brand ? { brand, slug: modelSlug(listing.key) } : null,
      };
    },
  };
}

export type PriceGuideService = ReturnType<typeof createPriceGuideService>;

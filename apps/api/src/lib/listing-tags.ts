import type { FastifyReply } from 'fastify';
import { reportChanges } from './public-cache.ts';

/**
 * The public cache's tags for listing data (decisions 020 and 064): what a public answer was
 * computed from, and what a listing write changed. Reads and writes build them here, so that they
 * always match.
 */
export const tags = {
  /** The featured (advertised) list: an advertised listing joins it at the top. */
  featured: 'featured',
  /** Every search answer: a change that cannot say which searches it touches empties them all. */
  search: 'search',
  /** The sitemaps (the listings on sale, each brand's last change). */
  sitemap: 'sitemap',
  /** One brand's list, by its category name (`Apple`). */
  brand: (category: string) => `brand:${category}`,
  /** One listing: its page, and every list answer that shows it. */
  listing: (id: string) => `listing:${id}`,
  /** What a listing's page says of its seller (their count of unsold phones). */
  seller: (email: string) => `seller:${email.toLowerCase()}`,
} as const;

/**
 * What the search's filters test of a listing (decision 064): a search that filters on one of
 * these can only change when a listing with a matching value joins or leaves.
 */
export interface ListingFacets {
  category: string;
  condition: string;
  areaId: string | null;
  /** Its IMEI is checked (`imei_device` set). */
  checked: boolean;
}

/** The search facets a search answer hangs on; the first filter that names one decides. */
export interface SearchFacets {
  checkedOnly?: boolean;
  areaId?: string;
  category?: string;
  conditions?: readonly string[];
  /**
   * With query words, any listing may change the answer: a new word can change what a query word
   * stands for (its closest spellings), and the offered spelling when nothing matched.
   */
  words: boolean;
}

const facet = {
  /** Searches no facet narrows: every listing that joins or leaves a list changes them. */
  any: 'search:any',
  checked: 'search:checked',
  area: (id: string) => `search:area:${id}`,
  brand: (category: string) => `search:brand:${category}`,
  condition: (condition: string) => `search:condition:${condition}`,
};

/** The tags of a search answer: every search's, and the one facet that narrows it. */
export function searchAnswerTags(f: SearchFacets): string[] {
  const narrowed = (): string[] => {
    if (f.words) return [facet.any];
    if (f.checkedOnly) return [facet.checked];
    if (f.areaId !== undefined) return [facet.area(f.areaId)];
    if (f.category !== undefined) return [facet.brand(f.category)];
    if (f.conditions?.length) return f.conditions.map(facet.condition);
    return [facet.any];
  };
  return [tags.search, ...narrowed()];
}

/** The tags of a list answer's items: a change to one of them changes the answer. */
export const shownTags = (items: readonly { _id: string }[]) =>
  items.map((item) => tags.listing(item._id));

/** A listing as a write found it, before or after: enough to name the answers that show it. */
export interface ListingChange {
  id: string;
  category: string;
  sellerEmail: string;
  /** It is (or was, before this write) on the featured list. */
  advertised: boolean;
  /**
   * What changed, when the write knows (decision 064): `'shown'`, only how the listing reads
   * where it is shown (advertised, reported); `'left'`, it left every public list. Unset:
   * anything.
   */
  kind?: 'shown' | 'left';
  /** Its search facets before and after the write; unset: unknown, every search is emptied. */
  facets?: readonly ListingFacets[];
}

/** The search tags a listing with these facets joining or leaving the lists empties. */
function facetTags(facets: readonly ListingFacets[]): string[] {
  const out = [facet.any];
  for (const f of facets) {
    out.push(facet.brand(f.category), facet.condition(f.condition));
    if (f.areaId !== null) out.push(facet.area(f.areaId));
    if (f.checked) out.push(facet.checked);
  }
  return out;
}

/** The tags a change to these listings invalidates. */
export function changeTags(changes: readonly ListingChange[]): string[] {
  const out = new Set<string>();
  for (const c of changes) {
    out.add(tags.listing(c.id));
    // Advertised just now: it joins the featured list at the top.
    if (c.kind === 'shown') {
      if (c.advertised) out.add(tags.featured);
      continue;
    }
    out.add(tags.seller(c.sellerEmail)).add(tags.sitemap).add(tags.brand(c.category));
    for (const f of c.facets ?? []) out.add(tags.brand(f.category));
    if (c.facets) for (const tag of facetTags(c.facets)) out.add(tag);
    else out.add(tags.search);
    // One that left the lists changed the featured list only where it was shown (its own tag).
    if (c.advertised && c.kind !== 'left') out.add(tags.featured);
  }
  return [...out];
}

/** Reports to the public cache the answers a write to these listings changed. */
export function reportListingChanges(reply: FastifyReply, changes: readonly ListingChange[]) {
  reportChanges(reply, changeTags(changes));
}

import type { FastifyReply } from 'fastify';
import { reportChanges } from './public-cache.ts';

/**
 * The public cache's tags for listing data (decision 020): what a public answer was computed from,
 * and what a listing write changed. Reads and writes build them here, so that they always match.
 */
export const tags = {
  /** The featured (advertised) list. */
  featured: 'featured',
  /** Every search answer (any listing can match some query). */
  search: 'search',
  /** The sitemaps (the listings on sale, each brand's last change). */
  sitemap: 'sitemap',
  /** One brand's list, by its category name (`Apple`). */
  brand: (category: string) => `brand:${category}`,
  /** One listing's page. */
  listing: (id: string) => `listing:${id}`,
  /** What a listing's page says of its seller (their count of unsold phones). */
  seller: (email: string) => `seller:${email.toLowerCase()}`,
} as const;

/** A listing as a write found it, before or after: enough to name the answers that show it. */
export interface ListingChange {
  id: string;
  category: string;
  sellerEmail: string;
  /** It is (or was, before this write) on the featured list. */
  advertised: boolean;
}

/** The tags a change to these listings invalidates. */
export function changeTags(changes: readonly ListingChange[]): string[] {
  const out = new Set<string>();
  for (const c of changes) {
    out.add(tags.listing(c.id)).add(tags.brand(c.category)).add(tags.seller(c.sellerEmail));
    out.add(tags.search).add(tags.sitemap);
    if (c.advertised) out.add(tags.featured);
  }
  return [...out];
}

/** Reports to the public cache the answers a write to these listings changed. */
export function reportListingChanges(reply: FastifyReply, changes: readonly ListingChange[]) {
  reportChanges(reply, changeTags(changes));
}

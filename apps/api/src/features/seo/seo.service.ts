import type { ListingsService } from '../listings/listings.service.ts';
import { sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml.ts';

/** The sitemap protocol's limit of URLs per sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

/** Where each listings sitemap starts: `listings-<first id, base64url>.xml`. */
const LISTINGS_FILE = /^listings-([A-Za-z0-9_-]{1,128})\.xml$/;
/** Every other page worth crawling: home, search and the brands. */
export const PAGES_FILE = 'pages.xml';

const latest = (dates: (Date | null | undefined)[]): Date | undefined => {
  const known = dates.filter((d): d is Date => d instanceof Date);
  return known.length === 0 ? undefined : new Date(Math.max(...known.map((d) => d.getTime())));
};

export interface SeoOptions {
  listings: ListingsService;
  /** URLs per listings sitemap (the protocol's maximum; tests page with fewer). */
  pageSize?: number;
}

export function createSeoService({ listings, pageSize = SITEMAP_MAX_URLS }: SeoOptions) {
  const listingsFile = (firstId: string) =>
    `listings-${Buffer.from(firstId, 'utf8').toString('base64url')}.xml`;

  return {
    /** Crawlers stay out of the dashboard and the API, and learn where the sitemap is. */
    robots(origin: string): string {
      return [
        'User-agent: *',
        'Disallow: /deshboard',
        'Disallow: /api/',
        'Allow: /',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** The sitemap index: the pages sitemap, then one sitemap per page of listings on sale. */
    async index(origin: string): Promise<string> {
      const [starts, brands] = await Promise.all([
        listings.sitemapStarts(pageSize),
        listings.brandChanges(),
      ]);
      // A listings sitemap changes when any listing does (a sale or deletion drops it from its
      // page): the catalogue's last change is a true lastmod for each of them.
      const changed = latest(brands.map((b) => b.lastmod));
      return sitemapIndex([
        { loc: `${origin}/sitemaps/${PAGES_FILE}`, lastmod: changed },
        ...starts.map((id) => ({
          loc: `${origin}/sitemaps/${listingsFile(id)}`,
          lastmod: changed,
        })),
      ]);
    },

    /**
     * One sitemap of the index by its file name: the pages sitemap or a page of listings on sale;
     * null for a name the index could not have given.
     */
    async sitemap(origin: string, file: string): Promise<string | null> {
      if (file === PAGES_FILE) return urlSet(await pages(origin));
      const from = decodeStart(LISTINGS_FILE.exec(file)?.[1]);
      if (from === null) return null;
      const rows = await listings.sitemapPage(from, pageSize);
      return urlSet(
        rows.map(({ id, lastmod }) => ({
          loc: `${origin}/products/${encodeURIComponent(id)}`,
          lastmod,
        })),
      );
    },
  };

  async function pages(origin: string): Promise<SitemapEntry[]> {
    const brands = await listings.brandChanges();
    const changed = latest(brands.map((b) => b.lastmod));
    return [
      { loc: `${origin}/`, lastmod: changed },
      { loc: `${origin}/search`, lastmod: changed },
      ...brands.map(({ slug, lastmod }) => ({
        loc: `${origin}/categories/${slug}`,
        lastmod: lastmod ?? undefined,
      })),
    ];
  }
}

/**
 * The first listing id of a listings sitemap, from its file name; null when the name does not
 * decode to an id (PostgreSQL text cannot hold a NUL, and no id has control characters).
 */
function decodeStart(encoded: string | undefined): string | null {
  if (encoded === undefined) return null;
  const id = Buffer.from(encoded, 'base64url').toString('utf8');
  const hasControl = [...id].some(
    (c) => c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '\uFFFD',
  );
  if (id.length === 0 || id.length > 64 || hasControl) return null;
  return id;
}

export type SeoService = ReturnType<typeof createSeoService>;

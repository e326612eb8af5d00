/** The sitemap protocol's namespace (sitemaps.org), for both the index and the URL sets. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** An absolute URL. */
  loc: string;
  /** When what the URL shows last changed, if known. */
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as XML character data: the five special characters as entities, and the characters XML 1.0
 * cannot hold at all (most control characters, lone surrogates) dropped rather than breaking the
 * whole document.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A W3C datetime to the second, in UTC (`2026-11-23T21:59:00Z`), as sitemaps want `lastmod`. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entries(tag: 'url' | 'sitemap', list: SitemapEntry[]): string {
  return list
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${w3cDateTime(lastmod)}</lastmod>` : '';
      return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`;
    })
    .join('');
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A sitemap: the pages to crawl. */
export function urlSet(list: SitemapEntry[]): string {
  return `${DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${entries('url', list)}</urlset>\n`;
}

/** A sitemap index: the sitemaps to read. */
export function sitemapIndex(list: SitemapEntry[]): string {
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries('sitemap', list)}</sitemapindex>\n`;
}

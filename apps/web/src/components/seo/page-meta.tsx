import { absoluteUrl, usePublicOrigin } from '../../lib/public-origin.tsx';
import { JsonLd } from './json-ld.tsx';

/** What link previews show as the site's name. */
export const SITE_NAME = 'Resale Zone';
/** Search engines cut descriptions at about this many characters. */
const DESCRIPTION_MAX = 160;

export interface PageMetaProps {
  /** The page's name: the document title is the spec's `{page} - Resale Zone`. */
  page: string;
  description: string;
  /** The page's own address ('/categories/iphone'), absolute in the canonical link and og:url. */
  path?: string;
  /** A photo for link previews (path or URL) and its text alternative. */
  image?: { url: string; alt: string };
  /** Open Graph's type: a page about one thing for sale is a 'product'. */
  type?: 'website' | 'product';
  /** More Open Graph properties, in order (`product:price:amount` …). */
  openGraph?: [property: string, content: string][];
  /** Label and value pairs that chat apps show under a link's preview (price, condition). */
  facts?: { label: string; value: string }[];
  /** Structured data for search engines, one JSON-LD script each. */
  jsonLd?: object[];
  /** Not-found states: search engines should not keep them. */
  noindex?: boolean;
}

/** Text on one line, cut at a word boundary to what a results page shows. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The pairs that have a value. */
function defined(...pairs: [string, string | undefined][]): [string, string][] {
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
}

/**
 * How a page describes itself to browsers, search engines and link previews: title, description,
 * canonical URL, Open Graph and Twitter card tags, JSON-LD. React 19 moves the <title>, <meta> and
 * <link> elements into the document's head (on the server and on every client-side navigation,
 * removing them when the page goes); the JSON-LD scripts stay where they are rendered.
 */
export function PageMeta(props: PageMetaProps) {
  const origin = usePublicOrigin();
  const { page, path, image, type = 'website', facts = [], noindex = false } = props;
  const description = summarise(props.description);
  const url = path === undefined ? undefined : absoluteUrl(origin, path);
  const imageUrl = image ? absoluteUrl(origin, image.url) : undefined;
  const og = [
    ...defined(
      ['og:site_name', SITE_NAME],
      ['og:type', type],
      ['og:title', page],
      ['og:description', description],
      ['og:locale', 'en_US'],
      ['og:url', url],
      ['og:image', imageUrl],
      ['og:image:alt', image?.alt],
    ),
    ...(props.openGraph ?? []),
  ];
  const twitter = [
    ...defined(
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', page],
      ['twitter:description', description],
      ['twitter:image', imageUrl],
      ['twitter:image:alt', image?.alt],
    ),
    ...facts.flatMap(({ label, value }, i): [string, string][] => [
      [`twitter:label${i + 1}`, label],
      [`twitter:data${i + 1}`, value],
    ]),
  ];
  return (
    <>
      <title>{`${page} - ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {og.map(([property, content], i) => (
        <meta key={`${property}-${i}`} property={property} content={content} />
      ))}
      {twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {(props.jsonLd ?? []).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}

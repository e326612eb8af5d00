import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { PublicOriginProvider } from '../../lib/public-origin.tsx';
import { jsonLdText } from './json-ld.tsx';
import { PageMeta, summarise } from './page-meta.tsx';

const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function renderMeta(ui: React.ReactNode) {
  return render(<PublicOriginProvider origin="https://resale.example/">{ui}</PublicOriginProvider>);
}

describe('PageMeta', () => {
  test('puts the title, description, canonical URL, Open Graph and Twitter tags in the head', () => {
    renderMeta(
      <PageMeta
        page="Iphone"
        description="Used Iphone phones for sale."
        path="/categories/iphone"
        image={{ url: '/images/abc-1600.webp', alt: 'An iPhone' }}
        facts={[{ label: 'Price', value: '$496.00' }]}
      />,
    );
    expect(document.title).toBe('Iphone - Resale Zone');
    expect(head('meta[name="description"]')).toBe('Used Iphone phones for sale.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://resale.example/categories/iphone',
    );
    expect(head('meta[property="og:url"]')).toBe('https://resale.example/categories/iphone');
    expect(head('meta[property="og:title"]')).toBe('Iphone');
    expect(head('meta[property="og:site_name"]')).toBe('Resale Zone');
    expect(head('meta[property="og:image"]')).toBe('https://resale.example/images/abc-1600.webp');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(head('meta[name="twitter:label1"]')).toBe('Price');
    expect(head('meta[name="twitter:data1"]')).toBe('$496.00');
    expect(head('meta[name="robots"]')).toBeUndefined();
  });

  test('the title follows client-side changes and the tags leave with the page', () => {
    let show: (page: string | null) => void = () => {};
    function Pages() {
      const [page, setPage] = useState<string | null>('Home');
      show = setPage;
      return page ? <PageMeta page={page} description={`${page} page`} path="/" /> : null;
    }
    renderMeta(<Pages />);
    expect(document.title).toBe('Home - Resale Zone');
    act(() => show('Search'));
    expect(document.title).toBe('Search - Resale Zone');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    act(() => show(null));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  test('a not-found state asks search engines not to index it and names no canonical', () => {
    renderMeta(<PageMeta page="Phone not found" description="Not listed." noindex />);
    expect(head('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  test('JSON-LD with markup in user text stays one script and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & more\u2028' };
    const { container } = renderMeta(<PageMeta page="Phone" description="x" jsonLd={[data]} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).not.toContain('<');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data);
    expect(jsonLdText({ a: '<>&' })).toBe('{"a":"\\u003c\\u003e\\u0026"}');
  });
});

describe('summarise', () => {
  test('keeps short text, joins lines and cuts long text at a word with an ellipsis', () => {
    expect(summarise('Box included.\nBattery 91%.')).toBe('Box included. Battery 91%.');
    const long = summarise('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});

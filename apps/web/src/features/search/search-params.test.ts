import { describe, expect, test } from 'vitest';
import { TEST_BRANDS } from '../../test/fixtures.ts';
import { SearchQuery } from '@resale-zone/contract/search';
import {
  NO_FILTERS,
  activeFilters,
  apiQuery,
  clearedFilters,
  filtersToParams,
  readFilters,
  searchPath,
  sortsFor,
  withoutFilter,
  type SearchFilters,
} from './search-params.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

const everything: SearchFilters = {
  q: 'iphone 13',
  brand: 'iphone',
  condition: ['Excellent', 'Good'],
  minPrice: 100,
  maxPrice: 450.5,
  location: 'Dhaka',
  area: '3f2a9c1e-0d5b-4a61-9f7e-2b8c4d6e8a10',
  publishedWithin: '30',
  checked: true,
  trusted: true,
  sort: 'price-asc',
};

describe('search filters in the URL', () => {
  test('an empty URL is every phone, newest first', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(searchPath({})).toBe('/search');
  });

  test('the search a link or the plain form asks for is one the API takes', () => {
    // Upside down: read the right way round; beyond the prices the site takes: no bound.
    expect(read('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
    expect(read('minPrice=-5&maxPrice=1e99')).toMatchObject({ minPrice: null, maxPrice: null });
    // Words without a letter or digit are no words: every phone, newest first.
    expect(read('q=%25')).toEqual(NO_FILTERS);
    expect(read('q=!!!')).toEqual(NO_FILTERS);
    expect(read('q=5G').q).toBe('5G');
    for (const query of ['minPrice=900&maxPrice=100', 'minPrice=-5&maxPrice=1e99', 'q=!!!']) {
      expect(
        SearchQuery.safeParse(Object.fromEntries(new URLSearchParams(apiQuery(read(query), null))))
          .success,
      ).toBe(true);
    }
  });

  test('every filter survives the trip through the URL', () => {
    const query = filtersToParams(everything).toString();
    expect(query).toBe(
      'q=iphone+13&brand=iphone&condition=Excellent%2CGood&minPrice=100&maxPrice=450.5&location=Dhaka&area=3f2a9c1e-0d5b-4a61-9f7e-2b8c4d6e8a10&publishedWithin=30&checked=1&trusted=1&sort=price-asc',
    );
    expect(read(query)).toEqual(everything);
  });

  test('the default sort and empty filters stay out of the URL', () => {
    expect(searchPath({ q: 'pixel' })).toBe('/search?q=pixel');
    expect(filtersToParams({ ...NO_FILTERS, sort: 'newest' }).toString()).toBe('');
  });

  test('with words the default order is best match; newest is then written out', () => {
    expect(read('q=pixel').sort).toBe('relevance');
    expect(read('').sort).toBe('newest');
    // Best match without words means nothing: newest first.
    expect(read('sort=relevance').sort).toBe('newest');
    expect(searchPath({ q: 'pixel', sort: 'newest' })).toBe('/search?q=pixel&sort=newest');
    expect(searchPath({ q: 'pixel', sort: 'relevance' })).toBe('/search?q=pixel');
    expect(searchPath({ sort: 'relevance' })).toBe('/search');
    expect(sortsFor('')).not.toContain('relevance');
    expect(sortsFor('pixel')[0]).toBe('relevance');
  });

  test('conditions come repeated or comma-separated, once each, in the page’s order', () => {
    expect(read('condition=Fair&condition=Excellent,Fair').condition).toEqual([
      'Excellent',
      'Fair',
    ]);
  });

  test('values the page does not offer (an edited link) are dropped, not fatal', () => {
    expect(
      read(
        'brand=No+kia!&condition=Mint,Good&minPrice=-5&maxPrice=abc&publishedWithin=2&sort=cheapest&area=%27or+1%3D1',
      ),
    ).toEqual({ ...NO_FILTERS, condition: ['Good'] });
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  test('what the page sends is a query the contract accepts, with the cursor of the next page', () => {
    const query = new URLSearchParams(apiQuery(everything, 'abc_DEF-1'));
    const parsed = SearchQuery.parse(Object.fromEntries(query));
    const { q, brand, condition, minPrice, maxPrice, location, publishedWithin, sort } = everything;
    expect(parsed).toMatchObject({
      ...{ q, brand, condition, minPrice, maxPrice, location, publishedWithin, sort },
      cursor: 'abc_DEF-1',
    });
  });

  test('each filter in effect is named, for a button that removes it', () => {
    const title = (slug: string) => TEST_BRANDS.find((b) => b.slug === slug)?.title ?? slug;
    const area = (id: string) => (id === everything.area ? 'Dhanmondi' : id);
    expect(activeFilters(everything, title, area).map((f) => [f.name, f.label])).toEqual([
      ['q', 'Search: “iphone 13”'],
      ['brand', 'Brand: Iphone'],
      ['condition', 'Condition: Excellent, Good'],
      ['minPrice', 'From $100.00'],
      ['maxPrice', 'Up to $450.50'],
      ['location', 'Location: Dhaka'],
      ['area', 'Area: Dhanmondi'],
      ['publishedWithin', 'Published: Last 30 days'],
      ['checked', 'IMEI checked only'],
      ['trusted', 'Trusted sellers only'],
    ]);
    expect(activeFilters(NO_FILTERS)).toEqual([]);
  });

  test('removing one filter keeps the others; clearing keeps the words and the order', () => {
    expect(withoutFilter(everything, 'condition')).toEqual({ ...everything, condition: [] });
    expect(withoutFilter(everything, 'maxPrice')).toEqual({ ...everything, maxPrice: null });
    expect(withoutFilter(everything, 'checked')).toEqual({ ...everything, checked: false });
    expect(clearedFilters(everything)).toEqual({
      ...NO_FILTERS,
      q: 'iphone 13',
      sort: 'price-asc',
    });
  });
});

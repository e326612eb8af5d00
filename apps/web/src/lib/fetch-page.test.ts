import { describe, expect, test } from 'vitest';
import { ProductList } from '@resale-zone/contract/listings';
import { ProductPage } from '@resale-zone/contract/search';
import { PersonList } from '@resale-zone/contract/users';
import { answer, fakeApi, withHeaders } from '../test/fake-api.ts';
import { aPerson, aProduct } from '../test/fixtures.ts';
import { fetchPage } from './fetch-page.ts';

describe('fetchPage: every paged list as one Page', () => {
  test('a spec array answer is paged by its headers (a brand page by cursor)', async () => {
    const phones = [aProduct(), aProduct()];
    fakeApi.use(
      answer('GET /categories/:brand', () =>
        withHeaders('GET /categories/:brand', phones, {
          'x-total-count': '30',
          'x-next-cursor': 'c_2',
        }),
      ),
    );

    const page = await fetchPage('/categories/huawei', ProductList, { cursor: 'c_0' });

    expect(page).toEqual({ items: phones, total: 30, nextCursor: 'c_2' });
    expect(fakeApi.sent().map((r) => r.url)).toEqual(['/api/categories/huawei?cursor=c_0']);
  });

  test('the last page has no next cursor; an uncounted list has no total', async () => {
    fakeApi.use(answer('GET /categories/:brand', []));
    expect(await fetchPage('/categories/huawei', ProductList)).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  test('an answer made for paging is taken as it is, with the query and cursor sent', async () => {
    const body = { items: [aProduct()], total: 1, totalIsEstimate: false, nextCursor: null };
    fakeApi.use(answer('GET /search', body));

    const page = await fetchPage('/search', ProductPage, {
      query: new URLSearchParams({ q: 'pixel', brand: '' }),
      cursor: 'abc',
    });

    expect(page).toEqual(body);
    expect(fakeApi.sent()[0]!.url).toBe('/api/search?q=pixel&cursor=abc');
  });

  test('numbered pages go by offset and limit; a counted list without its total fails', async () => {
    const people = [aPerson()];
    fakeApi.use(
      answer('GET /allsellers', ({ query }) =>
        query.get('q') === 'nobody'
          ? people
          : withHeaders('GET /allsellers', people, { 'x-total-count': '51' }),
      ),
    );

    const page = await fetchPage('/allsellers', PersonList, {
      offset: 50,
      limit: 50,
      query: { q: 'sam' },
      counted: true,
    });
    expect(page).toEqual({ items: people, total: 51, nextCursor: null });
    expect(fakeApi.sent()[0]!.url).toBe('/api/allsellers?limit=50&offset=50&q=sam');

    await expect(
      fetchPage('/allsellers', PersonList, { query: { q: 'nobody' }, counted: true }),
    ).rejects.toThrow('has no total');
  });
});

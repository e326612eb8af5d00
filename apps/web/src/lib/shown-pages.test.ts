import { describe, expect, test } from 'vitest';
import { onlyPagesMoved, shownPages } from './shown-pages.ts';

describe('the pages an address asks for', () => {
  test.each([
    ['', 1],
    ['pages=3', 3],
    ['pages=10', 10],
    ['pages=11', 10],
    ['pages=99', 10],
    ['pages=999', 10],
    ['pages=100000', 10],
    ['pages=0', 1],
    ['pages=-2', 1],
    ['pages=2.5', 1],
    ['pages=two', 1],
    ['pages=', 1],
    ['pages=1000000000000', 1],
  ])('?%s shows %i', (search, pages) => {
    expect(shownPages(new URLSearchParams(search))).toBe(pages);
  });

  test('only the pages moved: the same list; any other change is another list', () => {
    expect(onlyPagesMoved('?checked=1', '?checked=1&pages=2')).toBe(true);
    expect(onlyPagesMoved('?q=pixel&pages=2', '?q=pixel&pages=3')).toBe(true);
    expect(onlyPagesMoved('?q=pixel', '?q=pixel')).toBe(false);
    expect(onlyPagesMoved('?q=pixel&pages=2', '?q=iphone&pages=2')).toBe(false);
    expect(onlyPagesMoved('', '?area=a1&pages=2')).toBe(false);
  });
});

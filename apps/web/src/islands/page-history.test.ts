import { describe, expect, test } from 'vitest';
import { moveWithinPage } from './page-history.ts';

const at = (address: string) => {
  const { pathname, search } = new URL(address, 'http://resale.test');
  return { pathname, search };
};
const to = (address: string) => new URL(address, 'http://resale.test');

describe('a move that stays on an islands page', () => {
  test.each([
    ['/products/p1', '/products/p1', 'entry'],
    ['/categories/iphone', '/categories/iphone?pages=2', 'pages'],
    ['/categories/iphone?area=a1&pages=2', '/categories/iphone?area=a1&pages=3', 'pages'],
    ['/search?q=pixel', '/search?q=pixel&pages=2', 'pages'],
    ['/search?q=pixel', '/search?q=iphone', 'query'],
    ['/categories/iphone', '/categories/iphone?area=a1', null],
    ['/categories/iphone', '/categories/xiaomi?pages=2', null],
    ['/products/p1', '/deshboard/messages/c1', null],
  ] as const)('%s to %s: %s', (from, next, move) => {
    expect(moveWithinPage(at(from), to(next))).toBe(move);
  });
});

import { describe, expect, test } from 'vitest';
import { passwordIsIdentity } from './auth.ts';

describe('a password that is the account itself', () => {
  test('is its email, the part before @, or its name, in any case', () => {
    const is = (password: string) => passwordIsIdentity(password, 'Nina.New@Example.com', ' Nina ');
    expect(is('nina.new@example.com')).toBe(true);
    expect(is('NINA.NEW')).toBe(true);
    expect(is('nina')).toBe(true);
    expect(is('nina.new@example.org')).toBe(false);
    expect(is('a long and quiet river')).toBe(false);
  });

  test('an empty name or email matches nothing', () => {
    expect(passwordIsIdentity('', '', '')).toBe(false);
    expect(passwordIsIdentity('something', '', '  ')).toBe(false);
  });
});

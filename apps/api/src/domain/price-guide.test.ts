import { describe, expect, test } from 'vitest';
import { isModelSlug, modelKey, modelSlug, priceVerdict, slugToModelKey } from './price-guide.ts';

describe('modelKey', () => {
  test('the same phone written differently has one key', () => {
    for (const name of [
      'iPhone 13 128GB',
      'iphone 13 128 gb',
      'IPHONE 13 128 GB',
      '  iPhone 13 (128 GB) ',
      'iPhone-13 128gb',
      'iPhone 13, 128GB',
    ]) {
      expect(modelKey(name), name).toBe('iphone 13 128gb');
    }
  });

  test('different models and sizes stay apart', () => {
    expect(modelKey('iPhone 13 256GB')).toBe('iphone 13 256gb');
    expect(modelKey('iPhone 13 mini 128GB')).toBe('iphone 13 mini 128gb');
    expect(modelKey('Redmi Note 12 Pro+ 5G')).toBe('redmi note 12 pro 5g');
    expect(modelKey('Galaxy 1 TB')).toBe('galaxy 1tb');
    // A word that merely starts with gb is not a size.
    expect(modelKey('Phone 2 gbx')).toBe('phone 2 gbx');
  });

  test('characters outside ASCII letters and digits separate words', () => {
    expect(modelKey('Xiaomi 13T Pro — 512GB ✓')).toBe('xiaomi 13t pro 512gb');
    expect(modelKey('Édition 5')).toBe('dition 5');
    expect(modelKey('!!!')).toBe('');
  });
});

describe('model slugs', () => {
  test('a key goes into an address and back', () => {
    const key = modelKey('iPhone 13 128 GB');
    expect(modelSlug(key)).toBe('iphone-13-128gb');
    expect(slugToModelKey(modelSlug(key))).toBe(key);
    expect(isModelSlug('iphone-13-128gb')).toBe(true);
    for (const bad of ['', 'iPhone-13', 'a--b', '-a', 'a b', 'a_b']) {
      expect(isModelSlug(bad), bad).toBe(false);
    }
  });
});

describe('priceVerdict', () => {
  test('up to 10% above the median is fair, more is above typical', () => {
    expect(priceVerdict(30_000, 40_000)).toBe('fair');
    expect(priceVerdict(44_000, 40_000)).toBe('fair');
    expect(priceVerdict(44_001, 40_000)).toBe('above');
  });
});

import { describe, expect, test } from 'vitest';
import { changeTags, searchAnswerTags, type ListingChange } from './listing-tags.ts';

// Decision 064: what a listing write empties, by what it changed and what the search filters on.

const listing: ListingChange = {
  id: 'l1',
  category: 'Xiaomi',
  sellerEmail: 'Seller@example.test',
  advertised: false,
  facets: [{ category: 'Xiaomi', condition: 'Good', areaId: null, checked: false }],
};

describe('searchAnswerTags', () => {
  test('every search answer can be emptied by a write that cannot say which searches it touches', () => {
    for (const facets of [{ words: true }, { words: false }, { words: false, checkedOnly: true }])
      expect(searchAnswerTags(facets)).toContain('search');
  });

  test('the first filter that narrows it names its facet', () => {
    expect(searchAnswerTags({ words: false, checkedOnly: true, category: 'Xiaomi' })).toEqual([
      'search',
      'search:checked',
    ]);
    expect(searchAnswerTags({ words: false, areaId: 'a1', category: 'Xiaomi' })).toEqual([
      'search',
      'search:area:a1',
    ]);
    expect(searchAnswerTags({ words: false, category: 'Xiaomi' })).toEqual([
      'search',
      'search:brand:Xiaomi',
    ]);
    expect(searchAnswerTags({ words: false, conditions: ['Good', 'Fair'] })).toEqual([
      'search',
      'search:condition:Good',
      'search:condition:Fair',
    ]);
  });

  test('with words, or no narrowing filter, any listing that joins or leaves changes it', () => {
    expect(searchAnswerTags({ words: true, checkedOnly: true })).toEqual(['search', 'search:any']);
    expect(searchAnswerTags({ words: false })).toEqual(['search', 'search:any']);
  });
});

describe('changeTags', () => {
  test('a listing that joins or leaves empties its brand, its facets and the unnarrowed searches', () => {
    const out = changeTags([listing]);
    expect(out).toEqual(
      expect.arrayContaining([
        'listing:l1',
        'seller:seller@example.test',
        'sitemap',
        'brand:Xiaomi',
        'search:any',
        'search:brand:Xiaomi',
        'search:condition:Good',
      ]),
    );
    // Not the searches it cannot be in, nor all of them, nor the featured list.
    for (const tag of ['search', 'search:checked', 'featured', 'search:brand:Apple'])
      expect(out).not.toContain(tag);
  });

  test('a checked IMEI and an area name their searches too; both states of a change count', () => {
    const out = changeTags([
      {
        ...listing,
        facets: [
          { category: 'Xiaomi', condition: 'Good', areaId: null, checked: false },
          { category: 'Apple', condition: 'Fair', areaId: 'a1', checked: true },
        ],
      },
    ]);
    expect(out).toEqual(
      expect.arrayContaining([
        'brand:Apple',
        'search:brand:Apple',
        'search:condition:Fair',
        'search:area:a1',
        'search:checked',
      ]),
    );
  });

  test('without facets, every search answer goes', () => {
    expect(changeTags([{ ...listing, facets: undefined }])).toContain('search');
  });

  test('advertising changes how it reads where shown, and puts it on top of the featured list', () => {
    const out = changeTags([{ ...listing, advertised: true, kind: 'shown' }]);
    expect(out.sort()).toEqual(['featured', 'listing:l1']);
  });

  test('an advertised listing that leaves changes the featured list only where it was shown', () => {
    const left = changeTags([{ ...listing, advertised: true, kind: 'left' }]);
    expect(left).not.toContain('featured');
    expect(left).toContain('listing:l1');
    // A change that may bring it back (a hold released, a pause ended) does name it.
    expect(changeTags([{ ...listing, advertised: true }])).toContain('featured');
  });
});

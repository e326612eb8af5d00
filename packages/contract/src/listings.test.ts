import { describe, expect, test } from 'vitest';
import { CreateProductBody, IsoDate, latestPublishDate } from './listings.ts';

describe('dates', () => {
  test.each(['1900-01-01', '2026-11-01', '2100-12-31'])('%s is a date a listing may carry', (d) => {
    expect(IsoDate.safeParse(d).success).toBe(true);
  });

  test.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    '%s is refused with the range, so that the form and the API say the same',
    (d) => {
      const result = IsoDate.safeParse(d);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Publish date must be between 1900 and 2100');
    },
  );

  test('a listing dated year 0 names publishDat', () => {
    const result = CreateProductBody.safeParse({ publishDat: '0000-01-01' });
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('publishDat');
  });
});

describe('the latest publish date', () => {
  test.each([
    ['2026-11-25T00:00:00Z', '2026-11-25'],
    // 10:00 UTC is already midnight of the next day at UTC+14: that day is somebody's today.
    ['2026-11-25T09:59:59Z', '2026-11-25'],
    ['2026-11-25T10:00:00Z', '2026-11-26'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('at %s it is %s', (now, latest) => {
    expect(latestPublishDate(new Date(now))).toBe(latest);
  });
});

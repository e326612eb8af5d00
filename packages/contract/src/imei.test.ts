import { describe, expect, test } from 'vitest';
import {
  Imei,
  IMEI_CHECK_MESSAGE,
  IMEI_FORMAT_MESSAGE,
  imeiLast4,
  luhnValid,
  OptionalImei,
} from './imei.ts';

describe('IMEI', () => {
  test('490154203237518 passes the Luhn check, 490154203237519 does not', () => {
    expect(luhnValid('490154203237518')).toBe(true);
    expect(luhnValid('490154203237519')).toBe(false);
    expect(Imei.parse('490154203237518')).toBe('490154203237518');
    expect(Imei.safeParse('490154203237519').error?.issues[0]?.message).toBe(IMEI_CHECK_MESSAGE);
  });

  test.each([
    ['letters', '49015420323751A'],
    ['14 digits', '49015420323751'],
    ['16 digits', '4901542032375180'],
    ['Arabic-Indic digits', '٤٩٠١٥٤٢٠٣٢٣٧٥١٨'],
    ['full-width digits', '４９０１５４２０３２３７５１８'],
    ['other separators', '490154.203237518'],
    ['14 digits with dashes', '49-015420-323751'],
  ])('%s are refused with the format message', (_, value) => {
    expect(Imei.safeParse(value).error?.issues[0]?.message).toBe(IMEI_FORMAT_MESSAGE);
  });

  test.each([
    ['spaces', '49 015420 323751 8'],
    ['dashes', '49-015420-323751-8'],
    ['both, and a tab', ' 490154-20 3237\t518 '],
  ])('an IMEI typed with %s is accepted and kept as its 15 digits', (_, typed) => {
    expect(Imei.parse(typed)).toBe('490154203237518');
    expect(OptionalImei.parse(typed)).toBe('490154203237518');
    expect(Imei.safeParse('49 015420 323751 9').error?.issues[0]?.message).toBe(IMEI_CHECK_MESSAGE);
  });

  test('an empty optional field means no IMEI', () => {
    expect(OptionalImei.parse('')).toBeUndefined();
    expect(OptionalImei.parse(undefined)).toBeUndefined();
    expect(OptionalImei.parse(' 490154203237518 ')).toBe('490154203237518');
  });

  test('only the last 4 digits are shown', () => {
    expect(imeiLast4('490154203237518')).toBe('7518');
  });
});

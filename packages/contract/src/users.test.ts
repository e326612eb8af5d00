import { describe, expect, test } from 'vitest';
import { SignUpBody } from './auth.ts';
import {
  BIO_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_CLAIMS_SITE,
  NAME_HAS_ADDRESS,
  nameProblem,
  UpdateProfileBody,
} from './users.ts';

describe('a member’s name (issue 36 item 8)', () => {
  test('cannot carry a web or email address', () => {
    for (const name of [
      'confirm at https://pay.example/now',
      'Alex HTTP://x',
      'www.pay-now.example',
      'Alex pay-now.example',
      'bit.ly/abc',
      'alex@pay.example',
      'Alex ｐａｙ．ｅｘａｍｐｌｅ',
    ]) {
      expect(nameProblem(name), name).toBe(NAME_HAS_ADDRESS);
    }
  });

  test('cannot speak as the site or its staff', () => {
    for (const name of [
      'Resale Zone Support',
      'RESALEZONE',
      'resale_zone payouts',
      'Support',
      'Site Admin',
      'Administrator',
      'Moderator Max',
      'Helpdesk',
      'Staff',
    ]) {
      expect(nameProblem(name), name).toBe(NAME_CLAIMS_SITE);
    }
  });

  test('plain names pass: initials, titles, accents, hyphens, apostrophes, other scripts', () => {
    for (const name of [
      'Alex',
      'J. R. Smith',
      'Dr. Lee',
      'Zoë O’Brien-Ávila',
      'Nguyễn Văn An',
      'Σοφία',
      'Adminah Rahman',
      'Supportive Sam',
    ]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  test('sign-up names the field', () => {
    const parsed = SignUpBody.safeParse({
      name: 'Resale Zone Support: payout on hold, confirm at https://pay.example',
      email: 'a@example.com',
      password: 'a long enough password',
      accountType: 'buyer',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['name'], NAME_HAS_ADDRESS],
    ]);
  });
});

describe('a member’s profile (issue 39)', () => {
  const body = (extra: Record<string, unknown>) => ({
    name: 'Rina',
    image: null,
    bio: null,
    location: null,
    phone: null,
    ...extra,
  });

  test('a phone number is kept as + and digits; empty texts are none', () => {
    for (const [typed, stored] of [
      ['+880 1712-345678', '+8801712345678'],
      ['(01712) 345.678', '01712345678'],
      ['  ', null],
      ['', null],
    ] as const) {
      expect(UpdateProfileBody.parse(body({ phone: typed })).phone, typed).toBe(stored);
    }
    expect(UpdateProfileBody.parse(body({ bio: '  ', location: '' }))).toMatchObject({
      bio: null,
      location: null,
    });
  });

  test.each([
    ['phone', '12345'],
    ['phone', '+880 1712 call me'],
    ['phone', '1234567890123456'],
    ['phone', '++8801712345678'],
    ['bio', 'x'.repeat(BIO_MAX_LENGTH + 1)],
    ['location', 'x'.repeat(LOCATION_MAX_LENGTH + 1)],
    ['name', 'Resale Zone Support'],
  ])('%s %j is refused, naming the field', (field, value) => {
    const parsed = UpdateProfileBody.safeParse(body({ [field]: value }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([[field]]);
  });
});

import { describe, expect, test } from 'vitest';
import { SignUpBody } from './auth.ts';
import { NAME_CLAIMS_SITE, NAME_HAS_ADDRESS, nameProblem } from './users.ts';

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

import { describe, expect, test } from 'vitest';
import { createPasswordHasher, passwordProblem } from './passwords.ts';

const EMAIL = 'rita.rules@example.test';
const NAME = 'Rita Rules';

describe('choosing a password', () => {
  test.each(['qwerty1234', 'password123', 'iloveyou2026', 'zaq1xsw2cde3', 'monkey12345'])(
    '%s is refused as a common password, with the reason and a way out',
    (password) => {
      const problem = passwordProblem(password, EMAIL, NAME);
      expect(problem).toMatch(/^This password is too common\. It is (among|a common|one of)/);
      expect(problem).toMatch(/Add more words that are less common\.$/);
    },
  );

  test.each([
    ['a keyboard row', 'qwertyuiopasdf'],
    ['one repeated character', 'aaaaaaaaaaaa'],
    ['a sequence', '0123456789'],
    ['the name with a year', 'ritarules2026'],
    ['the site’s name with digits', 'resalezone123'],
  ])('%s is refused as too easy to guess', (_what, password) => {
    expect(passwordProblem(password, EMAIL, NAME)).toMatch(/^This password is too/);
  });

  test('the email or the name itself is named as such', () => {
    for (const password of [EMAIL, 'rita.rules', 'rita rules']) {
      expect(passwordProblem(password, EMAIL, NAME)).toBe(
        'Choose a password that is not your email or name.',
      );
    }
  });

  test.each([
    // The demo accounts' password (README) and those of the tests, journeys and scripts.
    'resale-demo-2026',
    'violet-harbour-lantern-42',
    'copper-meadow-signal-77',
    'a-new-harbour-lantern-7',
    'another-long-passphrase-9',
    'admin-journey-2026',
    'booking-journey-2026',
    'payment-journey-2026',
    'sqlmap-harbour-lantern-42',
    'a long new passphrase',
    'quartz-meadow-signal-58',
    'willow-lantern-harbor-47',
    'amber-compass-river-81',
    'another-lantern-pass-8',
    'owner-chosen-pass-31',
    'attacker-owned-pass-99',
    'whatever-it-is-1234',
    // A long random one, rated on its first 64 characters.
    'xK9#mQ2v'.repeat(16),
  ])('%s is accepted', (password) => {
    expect(passwordProblem(password, EMAIL, NAME)).toBeNull();
  });
});

describe('hashing a password', () => {
  test('by default at the standard cost (N=2^15, r=8, p=3), which the hash records', async () => {
    const stored = await createPasswordHasher().hash('violet-harbour-lantern-42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
  });

  test('a hash made at either cost verifies under both; a wrong password never does', async () => {
    const standard = createPasswordHasher('standard');
    const cheap = createPasswordHasher('test');
    const stored = await cheap.hash('copper-meadow-signal-77');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await standard.verify('copper-meadow-signal-77', stored)).toBe(true);
    expect(
      await cheap.verify('copper-meadow-signal-77', await standard.hash('copper-meadow-signal-77')),
    ).toBe(true);
    expect(await cheap.verify('copper-meadow-signal-78', stored)).toBe(false);
    expect(await cheap.verifyAgainstDecoy('copper-meadow-signal-77')).toBe(false);
  });
});

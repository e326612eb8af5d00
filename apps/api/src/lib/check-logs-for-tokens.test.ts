import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { redactSecrets } from './redact.ts';

// Issue 36: "a log of a whole CI run holds no reset, verification or session token". CI runs
// `node scripts/check-logs-for-tokens.mjs <server log …>` on the logs the journeys' server wrote;
// this is that script's detector, run as CI runs it.
const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/check-logs-for-tokens.mjs');
const TOKEN = 'q7Xb2kL9vR4mN8pT1wY6zC3dF5gH0jK2aS9eU4iO7lP';
const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMiLCJleHAiOjE4MDAwMDAwMDB9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-zone-logs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function check(...logs: string[]) {
  const files = logs.map((text) => {
    const file = path.join(dir, `server-${n++}.log`);
    fs.writeFileSync(file, text);
    return file;
  });
  const run = spawnSync(process.execPath, [SCRIPT, ...files], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr, files };
}

const line = (fields: Record<string, unknown>) => `${JSON.stringify({ level: 30, ...fields })}\n`;

/** Lines as the server would write them without redaction, one kind of secret each. */
const LEAKS = {
  'reset link': line({ msg: 'incoming request', req: { url: `/reset-password?token=${TOKEN}` } }),
  'verification link': line({ msg: `mail: https://x.example/verify-email?token=${TOKEN}` }),
  'bearer token': line({ msg: 'request', headers: { authorization: `Bearer ${TOKEN}` } }),
  'session cookie': `Set-Cookie: rz_session=${TOKEN}; Path=/; HttpOnly\n`,
  'JSON web token': line({ msg: `token ${JWT}` }),
  'secret field': line({ msg: 'reset', token: TOKEN }),
} as const;

describe('scripts/check-logs-for-tokens.mjs', () => {
  test('a clean log passes (exit 0)', () => {
    const run = check(
      line({ msg: 'incoming request', req: { url: '/api/categories/iphone?page=2' } }) +
        line({ msg: 'incoming request', req: { url: '/reset-password?token=[redacted]' } }) +
        line({ msg: 'mail written to a file', to: 'a@example.test', subject: 'Reset' }) +
        line({ msg: 'request completed', err: { code: '23505' } }),
    );
    expect(run.out).toMatch(/no token in 1 log file/);
    expect(run.code).toBe(0);
  });

  test.each(Object.entries(LEAKS))('a %s fails the check, naming the line (exit 1)', (_, leak) => {
    const run = check(line({ msg: 'started' }) + leak);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`${run.files[0]}:2:`);
    // The check's own output shows no more than the value's first characters.
    expect(run.out).not.toContain(TOKEN);
    expect(run.out).not.toContain(JWT);
  });

  test('every leak above passes once the server redacted it', () => {
    const run = check(...Object.values(LEAKS).map(redactSecrets));
    expect(run.out).toMatch(/no token in 6 log file/);
    expect(run.code).toBe(0);
  });

  test('no file, or one that cannot be read, is a usage error (exit 2)', () => {
    expect(spawnSync(process.execPath, [SCRIPT]).status).toBe(2);
    expect(spawnSync(process.execPath, [SCRIPT, path.join(dir, 'missing.log')]).status).toBe(2);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import { parseMail } from './mail-message.ts';
import type { TestContext } from './test-app.ts';

/** The messages queued for an address (newest first), as the outbox holds them. */
export async function mailTo(t: TestContext, to: string, kind?: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`,
        kind ? eq(mailOutbox.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt));
}

/** The token of the link to `page` (`/verify-email`, `/reset-password`) in a message's text. */
export function tokenInLink(text: string, page: string): string {
  const match = new RegExp(`https?://[^\\s]+${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return match[1]!;
}

/**
 * The token of the newest mail of this kind to the address, as its receiver reads it. A sent
 * message is read from its `.eml` file (`DATA_DIR/mail`, the tests' mailbox): the outbox keeps a
 * sent message without its token. One still waiting for its job is read from the outbox.
 */
export async function latestToken(
  t: TestContext,
  to: string,
  kind: 'verify-email' | 'reset-password',
) {
  const [mail] = await mailTo(t, to, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  if (!mail.sentAt) return tokenInLink(mail.textBody, `/${kind}`);
  const mailDir = path.join(t.env.DATA_DIR, 'mail');
  const name = (await fs.readdir(mailDir)).find((n) => n.endsWith(`-${mail.id}.eml`));
  if (!name) throw new Error(`the ${kind} mail to ${to} was sent, but not to ${mailDir}`);
  const received = parseMail(await fs.readFile(path.join(mailDir, name), 'utf8'));
  return tokenInLink(received.text, `/${kind}`);
}

/**
 * Asks for a password reset for `email` (`POST /api/auth/forgot-password`, answered 202) and runs
 * the queued jobs, so that its mail is sent.
 */
export async function sendPasswordReset(t: TestContext, email: string) {
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  expect(forgot.statusCode).toBe(202);
  await t.app.jobs.drain();
}

/** Follows a verification link, from the browser holding `cookie` when given (else one signed in nowhere). */
export const followVerifyLink = (t: TestContext, token: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });

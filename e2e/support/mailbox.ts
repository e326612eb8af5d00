import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server writes its mail (no SMTP_URL): DATA_DIR/mail (playwright.config.ts). */
export const MAIL_DIR = path.resolve(import.meta.dirname, '../../node_modules/.e2e-data/mail');

/** Undoes quoted-printable (nodemailer folds long lines of the text part that way). */
const unQuote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The link of the newest message of `kind` (the file name's `-verify-email-`, `-reset-password-`)
 * sent to `to`, waiting for the queue's job to write it. Files are named by creation time, so the
 * last name in order is the newest. Answers the link's path and query (the mail carries the
 * public URL's origin, which may name the host differently from the one the browser uses).
 */
export async function newestMailLink(to: string, kind: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(MAIL_DIR).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-`))
          .sort()
          .reverse();
        for (const name of names) {
          const raw = unQuote(await fs.readFile(path.join(MAIL_DIR, name), 'utf8'));
          if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) continue;
          link = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w-]+`).exec(raw)?.[0];
          return link;
        }
        return undefined;
      },
      { message: `a ${kind} mail to ${to} in ${MAIL_DIR}`, timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail } from './mail.repo.ts';

/** Delivers one outbox message; throws when it could not (the job retries). */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  from: string;
  /** Where `.eml` files go without SMTP (`DATA_DIR/mail`). */
  mailDir: string;
  log: FastifyBaseLogger;
}

/**
 * Every wait on the SMTP server is bounded, well inside the job's 5-minute expiry: a hung server
 * fails the attempt (retried later) instead of holding the worker.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const message = (mail: OutboxMail, from: string) => ({
  from,
  // An address object: never parsed as a list of addresses.
  to: { name: '', address: mail.toAddress },
  subject: mail.subject,
  text: mail.textBody,
  html: mail.htmlBody,
  messageId: mail.messageId,
  date: mail.createdAt,
});

/** nodemailer is loaded with the first message, not at start (about 30 ms of CPU). */
const loadNodemailer = async () => (await import('nodemailer')).default;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { smtpUrl, from, mailDir, log } = options;
  let made: Promise<Transporter> | undefined;
  if (smtpUrl) {
    const smtp = () =>
      (made ??= loadNodemailer().then((n) =>
        n.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
      ));
    return {
      send: async (mail) => {
        await (await smtp()).sendMail(message(mail, from));
        log.info({ kind: mail.kind, messageId: mail.messageId }, 'mail sent');
      },
      close: () => void made?.then((t) => t.close()),
    };
  }
  // No SMTP server: the message as an .eml file, named by its outbox id (writing it again on a
  // repeated job replaces the same file), and to whom and about what in the log. Never its link:
  // a reset or verification link in a log would let whoever reads the log take over the account
  // (issue 36); the file is the mailbox.
  const stream = () =>
    (made ??= loadNodemailer().then((n) =>
      n.createTransport({ streamTransport: true, buffer: true }),
    ));
  return {
    send: async (mail) => {
      const { message: raw } = (await (await stream()).sendMail(message(mail, from))) as {
        message: Buffer;
      };
      await fs.mkdir(mailDir, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      const file = path.join(mailDir, `${stamp}-${mail.kind}-${mail.id}.eml`);
      const partial = `${file}.partial`;
      await fs.writeFile(partial, raw);
      await fs.rename(partial, file);
      log.info(
        { kind: mail.kind, to: mail.toAddress, subject: mail.subject, file },
        'mail written to a file, not sent (MAIL=log or no SMTP_URL)',
      );
    },
    close: () => {},
  };
}

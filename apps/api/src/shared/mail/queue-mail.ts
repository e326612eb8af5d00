import crypto from 'node:crypto';
import { enqueue, type DbOrTx } from '../jobs/enqueue.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { headerSafe } from './mail-text.ts';

export { renderMail, type MailContent } from './mail-text.ts';

/** The job that sends one outbox message; its data is `{ outboxId }`. */
export const SEND_MAIL_JOB = 'mail-send';

const ONE_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export interface OutgoingMail {
  to: string;
  /** What the message is for (`verify-email`, `booking-received` …): logs, file names, tests. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a message in the caller's transaction (the outbox): the row and the job that sends it
 * commit or roll back with the event that causes them, and the request never waits for SMTP.
 * Pass the transaction of the event (`db.transaction(async (tx) => …)`), or the database for a
 * message that is the whole event.
 */
export async function queueMail(
  tx: DbOrTx & Pick<Db, 'insert'>,
  mail: OutgoingMail,
): Promise<void> {
  // One plain address, nothing a mail library could read as a list, a group or a header.
  if (!ONE_ADDRESS.test(mail.to)) throw new Error('queueMail: `to` is not one mail address');
  const id = crypto.randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    kind: headerSafe(mail.kind, 64),
    toAddress: mail.to,
    subject: headerSafe(mail.subject),
    textBody: mail.text,
    htmlBody: mail.html,
    // Stable across attempts: a receiver can tell a repeat from a new message.
    messageId: `<${id}@resale-zone.mail>`,
  });
  await enqueue(tx, SEND_MAIL_JOB, { outboxId: id });
}

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FailedJobList } from '@resale-zone/contract/jobs';
import { auditEvents, mailOutbox } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { queueMail, renderMail } from '../../shared/mail/queue-mail.ts';
import { makeRetriesDue, mailJobs } from './test-queue.ts';
import { freePort } from '../../test/ports.ts';

let t: TestContext;
let port: number;
let admin: SignedUp;
let smtp: SmtpReceiver | undefined;
beforeAll(async () => {
  port = await freePort();
  t = await createTestContext({
    SMTP_URL: `smtp://mailer:p4ss-w0rd@127.0.0.1:${port}`,
    PUBLIC_URL: 'https://resale.example',
  });
  admin = await signUpAs(t, { accountType: 'admin' });
  // The sign-up's own mail is not what these tests look at: they start from an empty queue.
  await t.database.db.execute(sql`delete from pgboss.job`);
  await t.database.db.delete(mailOutbox);
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: admin.headers });

async function queueTestMail(to: string) {
  await queueMail(t.database.db, {
    to,
    kind: 'test-notice',
    subject: 'A test notice',
    ...renderMail({ heading: 'A test notice', paragraphs: ['Hello.'] }, 'https://resale.example'),
  });
}

describe('the job queue', () => {
  test('a job that keeps failing is retried later and later, then ends failed; an admin sees it and retries it', async () => {
    await queueTestMail('dana@example.test');
    const [queued] = await mailJobs(t.database);
    expect(queued!.state).toBe('created');

    // First attempt: the SMTP server is down, the job waits 30-60 s before its first retry.
    expect(await t.app.jobs.drain()).toBe(1);
    let [job] = await mailJobs(t.database);
    expect(job).toMatchObject({ id: queued!.id, state: 'retry', retry_count: 0 });
    expect(job!.wait_seconds).toBeGreaterThan(25);
    expect(job!.wait_seconds).toBeLessThanOrEqual(61);
    // Not due yet: working the queue now runs nothing.
    expect(await t.app.jobs.drain()).toBe(0);

    // Second attempt: the delay doubles (60-120 s).
    await makeRetriesDue(t.database);
    expect(await t.app.jobs.drain()).toBe(1);
    [job] = await mailJobs(t.database);
    expect(job).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(job!.wait_seconds).toBeGreaterThan(55);
    expect(job!.wait_seconds).toBeLessThanOrEqual(121);

    // The last attempt allowed (shortened here from 10 retries to 2): the job is dead.
    await t.database.db.execute(sql`update pgboss.job set retry_limit = 2 where id = ${job!.id}`);
    await makeRetriesDue(t.database);
    expect(await t.app.jobs.drain()).toBe(1);
    [job] = await mailJobs(t.database);
    expect(job!.state).toBe('failed');
    // Nothing was sent, and nothing more runs on its own.
    expect(await t.app.jobs.drain()).toBe(0);

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const failed = FailedJobList.parse(res.json());
    const shown = failed.find((f) => f.id === job!.id);
    expect(shown).toMatchObject({
      name: 'mail-send',
      summary: 'test-notice to dana@example.test',
      attempts: 3,
    });
    expect(shown!.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(shown!.failedAt!)).toBeGreaterThanOrEqual(Date.parse(shown!.createdAt));
    expect(Number(res.headers['x-total-count'])).toBe(failed.length);

    // The server is back; the admin retries: the message goes out once, and the job leaves the list.
    smtp = await startSmtpReceiver(port);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job!.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(FailedJobList.parse((await list()).json()).map((f) => f.id)).not.toContain(job!.id);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([['dana@example.test']]);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'dana@example.test'));
    expect(row!.sentAt).not.toBeNull();
    [job] = await mailJobs(t.database);
    expect(job!.state).toBe('completed');

    // The retry is in the audit trail, and a job that is not failed cannot be retried again.
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, job!.id));
    expect(audit).toMatchObject([{ action: 'retry-job', actorId: admin.user.id }]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job!.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  test('a retry of an id that is no job, or not even a UUID, is a 404 (never a 500)', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1", '%E2%80%AE']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${id}/retry`,
        headers: admin.headers,
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }
  });

  test('the failed list pages with limit and offset, and refuses a bad limit naming it', async () => {
    // Two more dead jobs: the server is down again and they may not retry.
    await smtp?.close();
    smtp = undefined;
    await queueTestMail('erin@example.test');
    await queueTestMail('femi@example.test');
    await t.database.db.execute(
      sql`update pgboss.job set retry_limit = 0 where name = 'mail-send' and state = 'created'`,
    );
    expect(await t.app.jobs.drain()).toBe(2);
    const all = FailedJobList.parse((await list('?limit=100')).json());
    expect(all.map((f) => f.summary).sort()).toEqual([
      'test-notice to erin@example.test',
      'test-notice to femi@example.test',
    ]);
    expect(all.every((f) => f.attempts === 1)).toBe(true);
    const total = Number((await list('?limit=1')).headers['x-total-count']);
    expect(total).toBe(2);
    const second = await list('?limit=1&offset=1');
    expect(FailedJobList.parse(second.json())).toEqual(all.slice(1, 2));
    const bad = await list('?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('limit');
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, caller, heldSale, type Call } from '../../test/sales.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * An admin deletes a reported listing: its seller is told why, through the mail queue, over a real
 * SMTP server (smtp-server in this process).
 */
const SITE = 'https://resale.example';

let smtp: SmtpReceiver;
let t: TestContext;
let call: Call;
let admin: SignedUp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: SITE });
  call = caller(t);
  admin = await signUpAs(t, { accountType: 'admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The removal mail this address received (sign-up's verification mail is not counted). */
const received = (to: string) =>
  smtp.messages.filter(
    (m) => m.rcptTo.includes(to) && m.header('subject')?.startsWith('Your listing was removed'),
  );
const queued = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'listing-removed')));

async function seller(verified: boolean) {
  const who = await signUpAs(t, { accountType: 'seller' });
  await t.database.db
    .update(users)
    .set({ emailVerified: verified })
    .where(eq(users.id, who.user.id));
  return who;
}

async function report(listingId: string, body?: object) {
  const reporter = await signUpAs(t, { accountType: 'buyer', name: 'Rita Reporter' });
  const res = await call(reporter, 'PUT', `/addproduct/report/${listingId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return reporter;
}

describe('deleting a reported listing tells its seller why', () => {
  test('the mail counts the reasons, never who reported or what they wrote', async () => {
    const owner = await seller(true);
    const phone = await createListing(t.database.db, asSeller(owner), {
      productName: 'Galaxy S23 <b>Ultra</b>',
    });
    const reporters = [
      await report(phone.id, { reason: 'stolen', note: 'My cousin says the IMEI is blocked' }),
      await report(phone.id, { reason: 'stolen' }),
      await report(phone.id),
    ];
    const res = await call(admin, 'DELETE', `/reportedproduct/${phone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    // Queued with the deletion; sent by the job.
    expect(await queued(owner.user.email)).toHaveLength(1);
    expect(received(owner.user.email)).toHaveLength(0);
    await t.app.jobs.drain();

    const [mail, ...more] = received(owner.user.email);
    expect(more).toEqual([]);
    expect(mail!.header('subject')).toBe('Your listing was removed: Galaxy S23 <b>Ultra</b>');
    expect(mail!.text).toContain(
      'An administrator removed your listing “Galaxy S23 <b>Ultra</b>” from Resale Zone after people reported it.',
    );
    expect(mail!.text).toContain(
      'Why: it was reported 3 times. Reasons: Stolen (2), No reason given (1).',
    );
    expect(mail!.text).toContain(`See your products: ${SITE}/deshboard/showproduct`);
    expect(mail!.html).toContain('Reasons: Stolen (2), No reason given (1).');
    // The product name is text in the HTML part, not markup.
    expect(mail!.html).toContain('Galaxy S23 &lt;b&gt;Ultra&lt;/b&gt;');
    for (const part of [mail!.text, mail!.html]) {
      expect(part).not.toContain('cousin');
      expect(part).not.toContain('Rita');
      for (const r of reporters) expect(part).not.toContain(r.user.email);
    }

    // Deleting it again deletes nothing and mails nothing.
    expect((await call(admin, 'DELETE', `/reportedproduct/${phone.id}`)).statusCode).toBe(404);
    await t.app.jobs.drain();
    expect(received(owner.user.email)).toHaveLength(1);
  });

  test('one report reads as once; a removal that is refused mails nothing; an unverified seller gets nothing', async () => {
    const owner = await seller(true);
    const phone = await createListing(t.database.db, asSeller(owner), { productName: 'Pixel 6' });
    await report(phone.id, { reason: 'counterfeit' });
    expect((await call(admin, 'DELETE', `/reportedproduct/${phone.id}`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(received(owner.user.email)[0]!.text).toContain(
      'Why: it was reported once. Reasons: Counterfeit (1).',
    );

    // A paid (reserved) phone cannot be removed: the refusal rolls the mail back with it.
    const sale = await heldSale(t);
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, sale.seller.user.id));
    await report(sale.listing.id, { reason: 'scam' });
    const refused = await call(admin, 'DELETE', `/reportedproduct/${sale.listing.id}`);
    expect(refused.statusCode).toBe(409);
    expect(await queued(sale.seller.user.email)).toEqual([]);

    const quiet = await seller(false);
    const other = await createListing(t.database.db, asSeller(quiet));
    await report(other.id, { reason: 'scam' });
    expect((await call(admin, 'DELETE', `/reportedproduct/${other.id}`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await queued(quiet.user.email)).toEqual([]);
    expect(received(quiet.user.email)).toEqual([]);
  });
});

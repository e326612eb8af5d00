import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app), { RATE_LIMIT: 'on' });

test('30 messages in 10 minutes, then a 429 with Retry-After and nothing written; parallel sends cannot beat it', async () => {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const listing = await createListing(t.database.db, asSeller(seller));
  const id = (await call(buyer, 'POST', '/conversations', { listingId: listing.id })).json()._id;
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      call(buyer, 'POST', `/conversations/${id}/messages`, { body: `Question ${i}` }),
    ),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(30);
  expect(codes.filter((c) => c === 429)).toHaveLength(10);
  const refused = answers.find((a) => a.statusCode === 429)!;
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json().message).toMatch(/many messages/);
  const rows = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
  expect(rows).toHaveLength(30);
  // The limit is the sender's: the seller still answers.
  const answer = await call(seller, 'POST', `/conversations/${id}/messages`, { body: 'Slow down' });
  expect(answer.statusCode).toBe(201);
});

test('5 new conversations an hour; opening one that exists again does not count', async () => {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const phones = await Promise.all(
    Array.from({ length: 6 }, () => createListing(t.database.db, asSeller(seller))),
  );
  for (const phone of phones.slice(0, 5)) {
    expect((await call(buyer, 'POST', '/conversations', { listingId: phone.id })).statusCode).toBe(
      201,
    );
  }
  const again = await call(buyer, 'POST', '/conversations', { listingId: phones[0]!.id });
  expect(again.statusCode).toBe(200);
  const sixth = await call(buyer, 'POST', '/conversations', { listingId: phones[5]!.id });
  expect(sixth.statusCode).toBe(429);
  expect(sixth.headers['retry-after']).toBeDefined();
  const rows = await t.database.db
    .select()
    .from(conversations)
    .where(eq(conversations.buyerId, buyer.user.id));
  expect(rows).toHaveLength(5);
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { conversations, messages, notifications } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, caller, type Call } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { deferred, waitUntil } from '../../test/wait.ts';

/**
 * A block or a ban landing while a message is being sent (security.md item 34). The send is held
 * past its first check of blocks and bans, before its transaction, until the test lets it go.
 */
let t: TestContext;
let call: Call;
let gate: { entered: () => void; released: Promise<void> } | null = null;
/** When set, a send pauses under its locks, before storing, says so, and waits to be released. */
let storing: { entered: () => void; released: Promise<void> } | null = null;

beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      conversations: {
        afterChecks: async () => {
          if (!gate) return;
          const held = gate;
          gate = null;
          held.entered();
          await held.released;
        },
        whileStoring: async () => {
          if (!storing) return;
          const { entered, released } = storing;
          storing = null;
          entered();
          await released;
        },
      },
    },
  );
  call = caller(t);
});
afterAll(() => t.close());

/** Makes `request`, held after its first check of blocks and bans while `meanwhile` runs. */
async function heldWhile(
  request: () => ReturnType<Call>,
  meanwhile: () => Promise<void>,
): ReturnType<Call> {
  let release!: () => void;
  const entered = new Promise<void>((resolve) => {
    gate = { entered: resolve, released: new Promise((r) => (release = r)) };
  });
  const answer = request();
  await entered;
  await meanwhile();
  release();
  return answer;
}
/** Sends `body`, held after its first check while `meanwhile` runs; the send's answer. */
const sendWhile = (from: SignedUp, id: string, body: string, meanwhile: () => Promise<void>) =>
  heldWhile(() => call(from, 'POST', `/conversations/${id}/messages`, { body }), meanwhile);

async function opened() {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const listing = await createListing(t.database.db, asSeller(seller));
  const res = await call(buyer, 'POST', '/conversations', { listingId: listing.id });
  return { seller, buyer, id: res.json()._id as string };
}
/** An open report by the seller on the buyer of `chat`; its id. */
async function reportOf(chat: Awaited<ReturnType<typeof opened>>, admin: SignedUp) {
  await call(chat.seller, 'POST', `/conversations/${chat.id}/report`, { reason: 'spam' });
  const reports = (await call(admin, 'GET', '/admin/conversation-reports')).json();
  return reports.find((r: { conversationId: string }) => r.conversationId === chat.id)
    ._id as string;
}
/**
 * Resolves once another request of this test waits for a lock (PostgreSQL: a session of this
 * file's database waits on a lock), or once `answered()` (it did not wait: the test then fails).
 * PGlite has one connection, which the held send's transaction has: nothing else reaches the
 * database until it ends, so there is nothing to wait for.
 */
async function waitingBehindLocks(answered: () => boolean) {
  if (t.database.kind !== 'postgres') return;
  await waitUntil(async () => {
    if (answered()) return true;
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    return rows[0]!.waiting > 0;
  });
}
const stored = (id: string) =>
  t.database.db.select().from(messages).where(eq(messages.conversationId, id));
const bellOf = (who: SignedUp) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id));

describe('a block or a ban that lands while a message is on its way', () => {
  test('a block by the recipient refuses the message: not stored, no bell', async () => {
    const chat = await opened();
    const sent = await sendWhile(chat.buyer, chat.id, 'Still there?', async () => {
      const blocked = await call(chat.seller, 'PUT', `/conversations/${chat.id}/block`);
      expect(blocked.statusCode).toBe(200);
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toMatchObject({ reason: 'blocked' });
    expect(await stored(chat.id)).toEqual([]);
    expect(await bellOf(chat.seller)).toEqual([]);
  });

  test('a block by the sender refuses it too, with the way to lift it', async () => {
    const chat = await opened();
    const sent = await sendWhile(chat.seller, chat.id, 'Offer still open', async () => {
      await call(chat.seller, 'PUT', `/conversations/${chat.id}/block`);
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().message).toMatch(/Unblock/);
    expect(await stored(chat.id)).toEqual([]);
  });

  test('an admin’s ban of the sender refuses it', async () => {
    const chat = await opened();
    const admin = await signUpAs(t, { accountType: 'admin' });
    const report = await reportOf(chat, admin);

    const sent = await sendWhile(chat.buyer, chat.id, 'Buy now, pay by bKash', async () => {
      const decided = await call(admin, 'POST', `/admin/conversation-reports/${report}/decide`, {
        action: 'ban',
        note: 'Spam',
      });
      expect(decided.statusCode).toBe(200);
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toMatchObject({ reason: 'banned' });
    expect(await stored(chat.id)).toEqual([]);
  });

  test('an unblock meanwhile lets the message through', async () => {
    const chat = await opened();
    await call(chat.seller, 'PUT', `/conversations/${chat.id}/block`);
    await call(chat.seller, 'DELETE', `/conversations/${chat.id}/block`);
    const sent = await sendWhile(chat.buyer, chat.id, 'Thanks for unblocking', async () => {
      await call(chat.seller, 'PUT', `/conversations/${chat.id}/block`);
      await call(chat.seller, 'DELETE', `/conversations/${chat.id}/block`);
    });
    expect(sent.statusCode).toBe(201);
    expect(await stored(chat.id)).toHaveLength(1);
  });

  test('“Message the seller” while the seller blocks the buyer from another chat: refused, and no conversation is left behind', async () => {
    const chat = await opened();
    const another = await createListing(t.database.db, asSeller(chat.seller));
    const opening = await heldWhile(
      () => call(chat.buyer, 'POST', '/conversations', { listingId: another.id }),
      async () => {
        const blocked = await call(chat.seller, 'PUT', `/conversations/${chat.id}/block`);
        expect(blocked.statusCode).toBe(200);
      },
    );
    expect(opening.statusCode).toBe(403);
    expect(opening.json()).toMatchObject({ reason: 'blocked' });
    expect(
      await t.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.listingId, another.id)),
    ).toEqual([]);
  });

  test('a block or a ban pressed while the message is being stored waits for it: when either is answered, the message is there', async () => {
    const blocking = await opened();
    const banning = await opened();
    const admin = await signUpAs(t, { accountType: 'admin' });
    const report = await reportOf(banning, admin);
    const cases = [
      {
        chat: blocking,
        act: () => call(blocking.seller, 'PUT', `/conversations/${blocking.id}/block`),
      },
      {
        chat: banning,
        act: () =>
          call(admin, 'POST', `/admin/conversation-reports/${report}/decide`, {
            action: 'ban',
            note: 'Spam',
          }),
      },
    ];
    for (const { chat, act } of cases) {
      const [entered, release] = [deferred(), deferred()];
      storing = { entered: entered.resolve, released: release.promise };
      const sending = call(chat.buyer, 'POST', `/conversations/${chat.id}/messages`, {
        body: 'On my way',
      });
      await entered.promise;
      let answered = false;
      const acting = act().finally(() => (answered = true));
      // The send is held under its locks until the block or ban waits for them.
      await waitingBehindLocks(() => answered);
      expect(answered, 'answered while the message was being stored').toBe(false);
      release.resolve();
      expect((await acting).statusCode).toBe(200);
      // The message was sent before the block or ban took effect, and their answer says so by
      // coming after it: nothing arrives once someone is told it is in place.
      expect(await stored(chat.id)).toHaveLength(1);
      expect((await sending).statusCode).toBe(201);
    }
  });
});

import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ProductList } from '@resale-zone/contract/listings';
import { adminQuery } from '../src/test/global-setup.ts';
import { imageForm, solidImage } from '../src/features/images/test-images.ts';
import {
  type Answer,
  type Instance,
  PASSWORD,
  clusterDatabaseUrl,
  clusterInstances,
  json,
  send,
  signUp,
  startCluster,
  stopCluster,
  tokenFor,
} from './scale-cluster.ts';

/**
 * Two real server processes on one PostgreSQL database and one S3 bucket (s3rver), behind a
 * round-robin proxy (scale-cluster.ts): they must behave as one server (issue 10, item 4).
 */

beforeAll(startCluster);
afterAll(stopCluster, 30_000);

describe('two instances behind a round robin behave as one', () => {
  test('signed in on one instance is signed in on the other; signed out on one is out on both', async () => {
    const seller = await signUp('seller');
    const first = await tokenFor(seller.email, seller.cookie);
    expect(first.status).toBe(200);
    expect(first.upstream).not.toBe(seller.upstream);

    const auth = { authorization: `Bearer ${first.token.accessToken}` };
    const mine = [await send('GET', '/api/addproduct', { headers: auth })];
    mine.push(await send('GET', '/api/addproduct', { headers: auth }));
    expect(mine.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(mine.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));

    const out = await send('POST', '/api/auth/sign-out', { headers: { cookie: seller.cookie } });
    expect(out.status).toBe(200);
    const after = [
      await tokenFor(seller.email, seller.cookie),
      await tokenFor(seller.email, seller.cookie),
    ];
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));
  });

  test('rate limits are shared: failed sign-ins on both instances add up to one limit', async () => {
    const victim = await signUp('buyer');
    const wrong = json({ email: victim.email, password: 'not-the-password-at-all' });
    const seen: Answer[] = [];
    // The limit is 10 failures per account and address; five land on each instance.
    for (let i = 0; i < 10; i++) seen.push(await send('POST', '/api/auth/sign-in', wrong));
    expect(seen.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(seen.filter((r) => r.upstream === 'a')).toHaveLength(5);
    const blocked = [
      await send('POST', '/api/auth/sign-in', wrong),
      await send('POST', '/api/auth/sign-in', json({ email: victim.email, password: PASSWORD })),
    ];
    expect(blocked.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(blocked.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));
    expect(blocked[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('a write on one instance is in the other’s cached public list at once', async () => {
    const seller = await signUp('seller');
    const { token } = await tokenFor(seller.email, seller.cookie);
    const auth = { authorization: `Bearer ${token.accessToken}` };
    const list = () => send('GET', '/api/categories/huawei');
    // Warm both caches: two rounds, the second all hits.
    for (let i = 0; i < 2; i++) await list();
    const warm = [await list(), await list()];
    expect(warm.map((r) => r.headers.get('x-cache'))).toEqual(['HIT', 'HIT']);

    const added = await send(
      'POST',
      '/api/addproduct',
      json(
        {
          productName: 'Huawei P60 Pro',
          sellerName: 'Scale seller',
          productPhoto: '/images/abc123.webp',
          resalePrice: 420,
          orginalPrice: 900,
          location: 'Dhaka',
          categories: 'Huawei',
          condition: 'Excellent',
          useDuration: '6 months',
          sellerEmail: seller.email,
          publishDat: '2026-11-21',
          description: 'Like new.',
        },
        auth,
      ),
    );
    expect(added.status).toBe(201);
    const id = (added.json() as { insertedId: string }).insertedId;

    // The next request goes to the other instance. NOTIFY is delivered asynchronously, so the
    // other instance is asked again until it lists the phone; in practice the first read already
    // has it. No cached list expires with time: only the notification can bring it. How fast it
    // arrives is for a benchmark; the deadline is a guard.
    const listed = (res: Answer) => ProductList.parse(res.json()).some((p) => p._id === id);
    let other = await list();
    const otherInstance = other.upstream;
    expect(otherInstance).not.toBe(added.upstream);
    await waitFor(
      `instance ${otherInstance} to list the phone added through instance ${added.upstream}`,
      async () => {
        if (listed(other)) return true;
        await list(); // the writer's instance: keeps the round robin on the other one
        other = await list();
        return listed(other);
      },
    );
    expect(other.upstream).toBe(otherInstance);
    // The writer's own instance had it before answering the write.
    const own = await list();
    expect(own.upstream).toBe(added.upstream);
    expect(ProductList.parse(own.json()).some((p) => p._id === id)).toBe(true);
  });

  test('an upload through one instance is served by the other (one bucket)', async () => {
    const buyer = await signUp('buyer');
    const { token } = await tokenFor(buyer.email, buyer.cookie);
    const form = imageForm(await solidImage('png', 64, 48), 'photo.png', 'image/png');
    const uploaded = await send('POST', '/api/images', {
      headers: { ...form.headers, authorization: `Bearer ${token.accessToken}` },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (uploaded.json() as { data: { url: string } }).data;
    const served = await send('GET', url);
    expect(served.upstream).not.toBe(uploaded.upstream);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.body.subarray(8, 12).toString()).toBe('WEBP');
  });

  test('an instance that lost its notifications never serves a stale list', async () => {
    const seller = await signUp('seller');
    const { token } = await tokenFor(seller.email, seller.cookie);
    const auth = { authorization: `Bearer ${token.accessToken}` };
    const list = () => send('GET', '/api/categories/oneplus');
    for (let i = 0; i < 4; i++) await list();

    // Cut both instances' cache listening connections and wait until both have noticed.
    const lostBefore = clusterInstances().map((i) => countLost(i));
    const { rows } = await adminQuery(
      clusterDatabaseUrl(),
      `select pg_terminate_backend(pid) as gone from pg_stat_activity
        where datname = current_database() and application_name = 'resale-zone-listener resale_zone_public'`,
    );
    expect(rows).toHaveLength(2);
    await waitFor('both instances to log that their change notifications were lost', () =>
      clusterInstances().every((inst, n) => countLost(inst) > lostBefore[n]!),
    );

    // A write now may not reach the other instance by NOTIFY; it must not matter.
    const added = await send(
      'POST',
      '/api/addproduct',
      json(
        {
          productName: 'OnePlus 12',
          sellerName: 'Scale seller',
          productPhoto: '/images/abc123.webp',
          resalePrice: 500,
          orginalPrice: 800,
          location: 'Dhaka',
          categories: 'One plus',
          condition: 'Good',
          useDuration: '1 year',
          sellerEmail: seller.email,
          publishDat: '2026-11-21',
          description: 'Fast phone.',
        },
        auth,
      ),
    );
    expect(added.status).toBe(201);
    const id = (added.json() as { insertedId: string }).insertedId;
    for (const res of [await list(), await list()]) {
      expect(res.headers.get('x-cache')).not.toBe('HIT');
      expect(ProductList.parse(res.json()).some((p) => p._id === id)).toBe(true);
    }
    // The connections come back (0.1 s later) and the cache serves again.
    await waitFor('both instances to serve the list from their cache again', async () => {
      const rounds = [await list(), await list(), await list(), await list()];
      return rounds.slice(2).every((r) => r.headers.get('x-cache') === 'HIT');
    });
  });
});

function countLost(instance: Instance) {
  return instance.output.filter((line) => line.includes('change notifications lost')).length;
}

/**
 * Waits until `check` holds, asking again every 50 ms. The deadline is a guard against a hang, not
 * a speed target; its error says what did not happen.
 */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeout = 10_000) {
  await vi.waitFor(
    async () => {
      if (!(await check()))
        throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}`);
    },
    { timeout, interval: 50 },
  );
}

/**
 * The dashboards' figures at scale (issue 20): on a fresh PostgreSQL database, 100k listings of
 * 1,000 sellers, 1M views (rollup rows of listing × day over 90 days), 50k completed sales and
 * 50k other bookings; then the seller's and the admin's 90-day answers through the app's own
 * service and repository, timed in process (p50/p95 over repeated calls), and the view counter's
 * write of a 1,000-view batch; the price guide's answers. `npm run bench:dashboard` (about a
 * minute; not in CI).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client.ts';
import { createDashboardRepo } from '../src/features/dashboard/dashboard.repo.ts';
import { createDashboardService } from '../src/features/dashboard/dashboard.service.ts';
import { createViewCounter } from '../src/features/dashboard/view-counter.ts';
import { createViewsRepo } from '../src/features/dashboard/views.repo.ts';
import { createPriceGuideRepo } from '../src/features/price-guide/price-guide.repo.ts';
import { createPriceGuideService } from '../src/features/price-guide/price-guide.service.ts';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rz_bench_dash_${process.pid}`;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function timed(runs: number, f: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f(i);
    ms.push(performance.now() - t0);
  }
  return `p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms (${runs} calls)`;
}

await admin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openPostgres({ url: url.toString(), poolMax: 4, timeoutMs: 600_000 });
try {
  await database.migrate();
  const t0 = performance.now();
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`insert into users (id, name, email, account_type, created_at)
    select 's' || i, 'Seller ' || i, 's' || i || '@bench.test', 'seller',
      now() - (i % 365) * interval '1 day' from generate_series(1, 1000) i`);
  await run(`insert into users (id, name, email, account_type, created_at)
    select 'b' || i, 'Buyer ' || i, 'b' || i || '@bench.test', 'buyer',
      now() - (i % 365) * interval '1 day' from generate_series(1, 100000) i`);
  await run(`insert into listings (id, seller_id, product_name, seller_name, product_photo,
      resale_price_cents, original_price_cents, location, category, condition, use_duration,
      seller_email, publish_date, description, is_sold, sold_at, created_at)
    select 'l' || i, 's' || (i % 1000 + 1), 'Phone ' || (i % 300) || ' 128 GB', 'Seller', '/images/x.webp',
      20000 + i % 50000, 90000, 'Dhaka', (array['Iphone','Xiaomi','One plus','Huawei'])[i % 4 + 1],
      'Good', '1 year', 'x@bench.test', '2026-01-01', 'A phone.', i % 2 = 0,
      case when i % 2 = 0 then now() - (i % 90) * interval '1 day' end,
      now() - (i % 365) * interval '1 day' from generate_series(1, 100000) i`);
  // 1M rollup rows: every listing on 10 of the last 90 days.
  await run(`insert into listing_views_daily (listing_id, day, views)
    select 'l' || i, current_date - ((i * 7 + d * 9) % 90), 1 + (i + d) % 5
    from generate_series(1, 100000) i, generate_series(0, 9) d
    on conflict do nothing`);
  // 50k completed sales on the sold listings, 50k other bookings. The per-row user_stats
  // trigger (migration 0013) recounts a person's sales on each insert: off for the bulk seed,
  // whose figures do not read user_stats.
  await run('alter table bookings disable trigger user_stats_booking_insert');
  await run(`insert into bookings (listing_id, buyer_id, name, email, product_name, photo,
      price_cents, number, place, state, paid_at, completed_at, created_at)
    select 'l' || (2 * i), 'b' || i, 'B', 'b@bench.test', 'Phone', '/x', 30000, '1', 'Dhaka',
      'completed', now() - (i % 180) * interval '1 day', now() - (i % 180) * interval '1 day',
      now() - (i % 180) * interval '1 day' from generate_series(1, 50000) i`);
  await run(`insert into bookings (listing_id, buyer_id, name, email, product_name, photo,
      price_cents, number, place, state, released_at, release_reason, created_at)
    select 'l' || (2 * i - 1), 'b' || (50000 + i), 'B', 'b@bench.test', 'Phone', '/x', 30000,
      '1', 'Dhaka', 'released', now() - (i % 180) * interval '1 day', 'expired',
      now() - (i % 180) * interval '1 day' from generate_series(1, 50000) i`);
  await run('alter table bookings enable trigger user_stats_booking_insert');
  await run('vacuum analyze');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const service = createDashboardService(createDashboardRepo(database.db));
  await service.seller('s1', 90); // warm
  console.log(
    `seller dashboard, 90 days:  ${await timed(100, (i) => service.seller(`s${(i % 1000) + 1}`, 90))}`,
  );
  console.log(
    `seller dashboard, 30 days:  ${await timed(100, (i) => service.seller(`s${(i % 1000) + 1}`, 30))}`,
  );
  console.log(`admin dashboard, 90 days:   ${await timed(30, () => service.admin(90))}`);
  console.log(`admin dashboard, 30 days:   ${await timed(30, () => service.admin(30))}`);
  console.log(`admin daily CSV, 90 days:   ${await timed(10, () => service.adminCsv(90))}`);

  // The price guide (decision 031): 300 model names, 150 of them on the sold (even) listings, so
  // a model has about 170 completed sales in its 90 days.
  const guideRepo = createPriceGuideRepo(database.db);
  const guide = createPriceGuideService(guideRepo);
  const models = (await guide.index()).models;
  // A new service each time: the index computed, not reused (INDEX_REUSE_MS).
  console.log(
    `price guide index (${models.length} models): ${await timed(30, () => createPriceGuideService(guideRepo).index())}`,
  );
  console.log(
    `price guide, one model:     ${await timed(100, (i) => {
      const m = models[i % models.length]!;
      return guide.guide(m.brand, m.slug);
    })}`,
  );
  console.log(
    `listing's price verdict:    ${await timed(100, (i) => guide.verdict(`l${i * 997 + 1}`))}`,
  );

  const counter = createViewCounter({
    repo: createViewsRepo(database.db),
    log: console as never,
    flushMs: 0,
  });
  const takes: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    counter.take({
      listingId: `l${i * 97 + 1}`,
      userAgent: `Mozilla/5.0 bench ${i}`,
      address: '10.0.0.1',
      viewerId: null,
    });
    takes.push(performance.now() - t);
  }
  const f0 = performance.now();
  const written = await counter.flush();
  console.log(
    `view beacon's work per view: p95 ${(pct(takes, 95) * 1000).toFixed(1)} µs (in memory); ` +
      `one write of ${written} views: ${(performance.now() - f0).toFixed(1)} ms`,
  );
} finally {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}

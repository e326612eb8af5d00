import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { dollarsToCents } from '@resale-zone/contract/money';
import type { Db } from '../client.ts';
import { areas, listings, meetingSpots, users } from '../schema.ts';
import { DEMO_AREAS, DEMO_SPOTS } from './demo-areas.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_IMEIS,
  DEMO_LISTINGS,
  DEMO_MORE_BRANDS,
  DEMO_PASSWORD,
  type DemoAccount,
} from './demo-data.ts';
import { seedDemoSales } from './demo-sales.ts';
import { phoneSvg } from './phone-art.ts';
import type { ImageStore } from '../../features/images/image-store.ts';
import { imeiDeviceName } from '../../features/imei/tac.ts';
import { createLocalImageStore } from '../../features/images/local-image-store.ts';
import { createImagesService, type ImagesService } from '../../features/images/images.service.ts';
import type { ImageVariant } from '../../features/images/image-processing.ts';
import { pruneOthers } from '../embedded-template.ts';
import { API_ROOT } from '../../paths.ts';

export interface SeedResult {
  seeded: boolean;
  accounts: DemoAccount[];
  password: string;
}

export interface SeedOptions {
  db: Db;
  /** Folder the image service serves from (`<DATA_DIR>/images`), used when no `imageStore` is given. */
  imagesDir: string;
  /** Where uploads go (`createImageStore(env)`), so that demo photos land in S3 when it is configured. */
  imageStore?: ImageStore;
  /** Gives a demo account its password (the identity feature owns credentials). */
  setPassword?: (userId: string, password: string) => Promise<void>;
  /**
   * Folder where rendered demo photos are kept between starts (drawing and encoding 33 photos
   * takes seconds); none renders them every time.
   */
  photoCacheDir?: string;
}

const PROCESSING_SOURCE = path.join(API_ROOT, 'src/features/images/image-processing.ts');

/** The demo photos' variants, rendered by the upload pipeline or read from the cache folder. */
export async function demoPhotoVariants(
  images: Pick<ImagesService, 'encode'>,
  cacheDir?: string,
): Promise<ImageVariant[][]> {
  // The spec's listings keep their drawings' seeds (they follow DEMO_MORE_BRANDS).
  const more = DEMO_MORE_BRANDS.length;
  const drawings = DEMO_LISTINGS.map((l, i) =>
    phoneSvg(l.category, l.color, i < more ? 100 + i : i - more + 3),
  );
  // Named after what makes the photos: the drawings, the encoder's code and sharp's version.
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify(drawings))
    .update(cacheDir ? fs.readFileSync(PROCESSING_SOURCE) : '')
    .update(sharp.versions.sharp ?? '')
    .digest('hex')
    .slice(0, 16);
  const dir = cacheDir && path.join(cacheDir, `demo-photos-${key}`);
  const manifest = dir && path.join(dir, 'manifest.json');
  if (manifest && fs.existsSync(manifest)) {
    const listed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      width: number;
      height: number;
      file: string;
    }[][];
    return listed.map((variants) =>
      variants.map((v) => ({
        width: v.width,
        height: v.height,
        data: fs.readFileSync(path.join(dir, v.file)),
      })),
    );
  }
  const rendered = await Promise.all(
    drawings.map(async (svg) => images.encode(await sharp(Buffer.from(svg)).png().toBuffer())),
  );
  if (dir && manifest) {
    try {
      const making = `${dir}.making-${process.pid}`;
      fs.mkdirSync(making, { recursive: true });
      const listed = rendered.map((variants, i) =>
        variants.map((v) => {
          const file = `${i}-${v.width}.webp`;
          fs.writeFileSync(path.join(making, file), v.data);
          return { width: v.width, height: v.height, file };
        }),
      );
      fs.writeFileSync(path.join(making, 'manifest.json'), JSON.stringify(listed));
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(making, dir);
      pruneOthers(cacheDir, 'demo-photos-', path.basename(dir));
    } catch {
      // A read-only cache only costs the next start the rendering.
    }
  }
  return rendered;
}

/** The demo's areas and meeting spots; answers each area's id by "City, Area". */
async function seedDemoAreas(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .insert(areas)
    .values(
      Object.entries(DEMO_AREAS).flatMap(([city, names]) => names.map((name) => ({ city, name }))),
    )
    .returning({ id: areas.id, city: areas.city, name: areas.name });
  const ids = new Map(rows.map((a) => [`${a.city}, ${a.name}`, a.id]));
  await db
    .insert(meetingSpots)
    .values(DEMO_SPOTS.map(({ area, ...spot }) => ({ ...spot, areaId: ids.get(area)! })));
  return ids;
}

/** Seeds a living marketplace into an empty database; does nothing when any user exists. */
export async function seedDemo({
  db,
  imagesDir,
  imageStore,
  setPassword,
  photoCacheDir,
}: SeedOptions): Promise<SeedResult> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return { seeded: false, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
  const areaIds = await seedDemoAreas(db);

  // Demo photos go through the upload pipeline, so they get the same variants, names and store.
  const images = createImagesService(imageStore ?? createLocalImageStore(imagesDir));
  const variants = await demoPhotoVariants(images, photoCacheDir);
  const photos = await Promise.all(variants.map(async (v) => (await images.storeEncoded(v)).url));

  const created = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        name: a.name,
        email: a.email,
        accountType: a.accountType,
        emailVerified: true,
        areaId: a.area ? (areaIds.get(a.area) ?? null) : null,
      })),
    )
    .returning({
      id: users.id,
      name: users.name,
      email: users.email,
      accountType: users.accountType,
    });
  const sellers = created.filter((u) => u.accountType === 'seller');

  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  await db.insert(listings).values(
    DEMO_LISTINGS.map((l, i) => {
      const seller = sellers[l.seller % sellers.length]!;
      // Spread the listings over the last weeks so that "newest first" means something.
      const createdAt = new Date(now - (DEMO_LISTINGS.length - i) * 0.7 * day);
      return {
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        productName: l.model,
        productPhoto: photos[i]!,
        resalePriceCents: dollarsToCents(l.resale),
        originalPriceCents: dollarsToCents(l.original),
        location: l.location,
        areaId: areaIds.get(l.location) ?? null,
        category: l.category,
        condition: l.condition,
        useDuration: l.useDuration,
        publishDate: createdAt.toISOString().slice(0, 10),
        description: l.description,
        isAdvertised: Boolean(l.advertised),
        advertisedAt: l.advertised ? createdAt : null,
        imei: DEMO_IMEIS[l.model] ?? null,
        imeiDevice: DEMO_IMEIS[l.model] ? imeiDeviceName(DEMO_IMEIS[l.model]!) : null,
        createdAt,
      };
    }),
  );

  await seedDemoSales(db, {
    sellers,
    buyers: created.filter((u) => u.accountType === 'buyer'),
    photos,
    now,
  });

  // Each demo photo is its seller's upload, as a real seller's would be (decision 035).
  await db.execute(sql`insert into image_uploads (image_id, user_id)
    select distinct on (image_id) image_id, seller_id from (
      select substring(product_photo from '^/images/([0-9a-f]{32})-[0-9]+\\.webp$') as image_id,
        seller_id, created_at
      from listings where seller_id is not null) as found
    where image_id is not null
    order by image_id, created_at
    on conflict do nothing`);

  if (setPassword) {
    await Promise.all(created.map((user) => setPassword(user.id, DEMO_PASSWORD)));
  }
  return { seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}

import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { dollarsToCents } from '@resale-zone/contract/money';
import type { Db } from '../client.ts';
import { listings, users } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD, type DemoAccount } from './demo-data.ts';
import { phoneSvg } from './phone-art.ts';
import type { ImageStore } from '../../features/images/image-store.ts';
import { createLocalImageStore } from '../../features/images/local-image-store.ts';
import { createImagesService } from '../../features/images/images.service.ts';

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
}

/** Seeds a living marketplace into an empty database; does nothing when any user exists. */
export async function seedDemo({
  db,
  imagesDir,
  imageStore,
  setPassword,
}: SeedOptions): Promise<SeedResult> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return { seeded: false, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };

  // Demo photos go through the upload pipeline, so they get the same variants, names and store.
  const images = createImagesService(imageStore ?? createLocalImageStore(imagesDir));
  const photos = await Promise.all(
    DEMO_LISTINGS.map(async (listing, i) => {
      const drawn = await sharp(Buffer.from(phoneSvg(listing.category, listing.color, i + 3)))
        .png()
        .toBuffer();
      return (await images.upload(drawn)).url;
    }),
  );

  const created = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        name: a.name,
        email: a.email,
        accountType: a.accountType,
        emailVerified: true,
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
        category: l.category,
        condition: l.condition,
        useDuration: l.useDuration,
        publishDate: createdAt.toISOString().slice(0, 10),
        description: l.description,
        isAdvertised: Boolean(l.advertised),
        advertisedAt: l.advertised ? createdAt : null,
        createdAt,
      };
    }),
  );

  if (setPassword) {
    for (const user of created) await setPassword(user.id, DEMO_PASSWORD);
  }
  return { seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}

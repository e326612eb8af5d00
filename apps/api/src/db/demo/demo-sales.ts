import { dollarsToCents } from '@resale-zone/contract/money';
import type { Category, Condition } from '@resale-zone/contract/listings';
import type { Db } from '../client.ts';
import { bookings, listings } from '../schema.ts';
import { DEMO_LISTINGS } from './demo-data.ts';

/**
 * Completed sales of the last weeks, so that the price guide (decision 031) has models to show:
 * each is a sold listing and its completed booking. The names are spelled the ways sellers do
 * ("iphone 13 128 gb"); the guide counts them together and shows the name used most. Prices are in dollars by condition. The
 * spec's demo listings are not touched: these phones are sold and appear in no public list.
 */
interface DemoModelSales {
  /** The demo listing whose photo and place the sold phones reuse. */
  like: string;
  names: string[];
  category: Category;
  prices: Partial<Record<Condition, number[]>>;
}

export const DEMO_SALES: DemoModelSales[] = [
  {
    // The demo listing ($389, Excellent) is a fair price.
    like: 'iPhone 13 128GB',
    names: ['iPhone 13 128GB', 'iphone 13 128 gb', 'iPhone 13 128GB', 'iPhone 13 (128 GB)'],
    category: 'Iphone',
    prices: { Excellent: [375, 395, 410, 380, 399], Good: [340, 355, 330, 350, 345], Fair: [290] },
  },
  {
    // The demo listing ($429, Good) is above the typical price.
    like: 'iPhone 12 Pro 256GB',
    names: ['iPhone 12 Pro 256GB', 'iPhone 12 Pro 256 GB', 'iPhone 12 Pro 256GB'],
    category: 'Iphone',
    prices: { Good: [360, 375, 350, 380, 365, 370], Excellent: [420, 440] },
  },
  {
    like: 'Xiaomi 13T Pro 512GB',
    names: ['Xiaomi 13T Pro 512GB', 'xiaomi 13t pro 512 GB', 'Xiaomi 13T Pro 512GB'],
    category: 'Xiaomi',
    prices: { Excellent: [450, 470, 440, 465, 455] },
  },
  {
    like: 'Redmi Note 12 Pro 256GB',
    names: ['Redmi Note 12 Pro 256GB', 'Redmi Note 12 Pro (256GB)', 'Redmi Note 12 Pro 256GB'],
    category: 'Xiaomi',
    prices: { Good: [180, 175, 195, 185, 190, 170] },
  },
  {
    like: 'OnePlus 11 256GB',
    names: ['OnePlus 11 256GB', 'Oneplus 11 256 GB', 'OnePlus 11 256GB'],
    category: 'One plus',
    prices: { Excellent: [430, 445, 460, 425, 440], Good: [390] },
  },
];

interface Person {
  id: string;
  name: string;
  email: string;
}

const DAY_MS = 86_400_000;

/** Inserts the sold phones and their completed bookings, spread over the last 12 weeks. */
export async function seedDemoSales(
  db: Db,
  {
    sellers,
    buyers,
    photos,
    now,
  }: { sellers: Person[]; buyers: Person[]; photos: string[]; now: number },
) {
  let n = 0;
  for (const [m, model] of DEMO_SALES.entries()) {
    const like = DEMO_LISTINGS.findIndex((l) => l.model === model.like);
    const demo = DEMO_LISTINGS[like]!;
    for (const [condition, prices] of Object.entries(model.prices) as [Condition, number[]][]) {
      for (const price of prices) {
        n += 1;
        const seller = sellers[n % sellers.length]!;
        const buyer = buyers[n % buyers.length]!;
        const name = model.names[n % model.names.length]!;
        // Deterministic days 2 … 84 ago, a few hours apart.
        const completedAt = new Date(now - (2 + ((n * 11 + m * 5) % 83)) * DAY_MS - n * 3_600_000);
        const paidAt = new Date(completedAt.getTime() - 2 * DAY_MS);
        const createdAt = new Date(completedAt.getTime() - 9 * DAY_MS);
        const [sold] = await db
          .insert(listings)
          .values({
            sellerId: seller.id,
            sellerName: seller.name,
            sellerEmail: seller.email,
            productName: name,
            productPhoto: photos[like]!,
            resalePriceCents: dollarsToCents(price),
            originalPriceCents: dollarsToCents(demo.original),
            location: demo.location,
            category: model.category,
            condition,
            useDuration: demo.useDuration,
            publishDate: createdAt.toISOString().slice(0, 10),
            description: `Sold through Resale Zone. ${demo.description}`,
            isSold: true,
            soldAt: completedAt,
            createdAt,
          })
          .returning({ id: listings.id });
        await db.insert(bookings).values({
          listingId: sold!.id,
          buyerId: buyer.id,
          name: buyer.name,
          email: buyer.email,
          productName: name,
          photo: photos[like]!,
          priceCents: dollarsToCents(price),
          number: '01711000000',
          place: demo.location,
          isPaid: true,
          transactionId: `demo-sale-${n}`,
          paidAt,
          state: 'completed',
          completedAt,
          createdAt: new Date(paidAt.getTime() - 3_600_000),
        });
      }
    }
  }
}

import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FORMER_MEMBER, type AccountExport } from '@resale-zone/contract/account';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import {
  bookings,
  conversations,
  listings,
  messages,
  notificationPreferences,
  offers,
  reviews,
  users,
} from '../../db/schema.ts';
import { listingAvailability } from '../../domain/transitions.ts';
import { buyers } from '../../shared/users/user-rows.ts';
import { buyerOfBooking, listingOfBooking } from '../../shared/bookings/sale-parties.ts';

const iso = (d: Date) => d.toISOString();
const others = alias(users, 'others');

/** A row as the file shows it: its id as `_id`, its creation time as ISO text. */
const asExported = <R extends { id: string; createdAt: Date }>({ id, createdAt, ...rest }: R) => ({
  _id: id,
  ...rest,
  createdAt: iso(createdAt),
});

/**
 * A member's own data as one file (`GET /users/me/export`). Every query starts from the member's
 * id; of other people only their names are read, never an address or a phone number.
 */
export async function accountExport(
  db: Db,
  userId: string,
  at: Date,
): Promise<AccountExport | null> {
  const [me] = await db.select().from(users).where(eq(users.id, userId));
  if (!me || me.deletedAt) return null;
  return {
    exportedAt: iso(at),
    profile: {
      _id: me.id,
      name: me.name,
      email: me.email,
      emailVerified: me.emailVerified,
      image: me.image,
      bio: me.bio,
      location: me.location,
      phone: me.phone,
      accountType: me.accountType,
      memberSince: iso(me.createdAt),
    },
    listings: await listingsOf(db, userId),
    bookings: await bookingsOf(db, userId),
    offers: await offersOf(db, userId),
    conversations: await conversationsOf(db, userId),
    reviews: await reviewsOf(db, userId),
    notificationPreferences: await db
      .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .orderBy(asc(notificationPreferences.kind)),
  };
}

/** The member's listings, newest first. */
async function listingsOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(listings.createdAt));
  return rows.map((l) => ({
    _id: l.id,
    productName: l.productName,
    category: l.category,
    priceCents: l.resalePriceCents,
    originalPriceCents: l.originalPriceCents,
    condition: l.condition,
    location: l.location,
    description: l.description,
    availability: listingAvailability(l),
    createdAt: iso(l.createdAt),
  }));
}

/** The bookings the member made (with the contact details they gave) and those on their phones. */
async function bookingsOf(db: Db, userId: string) {
  const columns = pick(bookings, 'id', 'productName', 'priceCents', 'state', 'place', 'createdAt');
  const made = await db
    .select({ ...columns, name: bookings.name, email: bookings.email, number: bookings.number })
    .from(bookings)
    .where(eq(bookings.buyerId, userId))
    .orderBy(desc(bookings.createdAt));
  const received = await db
    .select({ ...columns, buyerName: buyers.name })
    .from(bookings)
    .innerJoin(listings, listingOfBooking)
    .leftJoin(buyers, buyerOfBooking)
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(bookings.createdAt));
  return {
    made: made.map(asExported),
    received: received.map(({ buyerName, ...b }) => ({
      ...asExported(b),
      buyerName: buyerName ?? FORMER_MEMBER,
    })),
  };
}

/** The offers the member made and those made on their phones (with the buyer's name). */
async function offersOf(db: Db, userId: string) {
  const columns = {
    ...pick(offers, 'id', 'amountCents', 'counterCents', 'state', 'createdAt'),
    productName: listings.productName,
  };
  const made = await db
    .select(columns)
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(eq(offers.buyerId, userId))
    .orderBy(desc(offers.createdAt));
  const received = await db
    .select({ ...columns, buyerName: buyers.name })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(offers.createdAt));
  return { made: made.map(asExported), received: received.map(asExported) };
}

/** The member's conversations, each with the other side's name and every message in it. */
async function conversationsOf(db: Db, userId: string) {
  const mine = await db
    .select(pick(conversations, 'id', 'productName', 'buyerId', 'sellerId'))
    .from(conversations)
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
    .orderBy(desc(conversations.createdAt));
  const otherIds = mine.map((c) => (c.buyerId === userId ? c.sellerId : c.buyerId));
  const names = new Map(
    otherIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, otherIds))
        ).map((u) => [u.id, u.name]),
  );
  const allMessages =
    mine.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            inArray(
              messages.conversationId,
              mine.map((c) => c.id),
            ),
          )
          .orderBy(asc(messages.createdAt), asc(messages.id));
  return mine.map((c) => ({
    _id: c.id,
    productName: c.productName,
    with: names.get(c.buyerId === userId ? c.sellerId : c.buyerId) ?? FORMER_MEMBER,
    messages: allMessages
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({ fromMe: m.senderId === userId, body: m.body, sentAt: iso(m.createdAt) })),
  }));
}

/** The reviews the member wrote and those written about them that are not hidden. */
async function reviewsOf(db: Db, userId: string) {
  const columns = pick(reviews, 'id', 'stars', 'body', 'createdAt');
  const written = await db
    .select({ ...columns, about: others.name })
    .from(reviews)
    .innerJoin(others, eq(others.id, reviews.subjectId))
    .where(eq(reviews.authorId, userId))
    .orderBy(desc(reviews.createdAt));
  const received = await db
    .select({ ...columns, author: others.name, reply: reviews.reply })
    .from(reviews)
    .leftJoin(others, eq(others.id, reviews.authorId))
    .where(and(eq(reviews.subjectId, userId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt));
  return {
    written: written.map(asExported),
    received: received.map(({ author, ...r }) => ({
      ...asExported(r),
      author: author ?? FORMER_MEMBER,
    })),
  };
}

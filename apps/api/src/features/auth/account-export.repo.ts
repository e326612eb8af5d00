import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FORMER_MEMBER, type AccountExport } from '@resale-zone/contract/account';
import type { Db } from '../../db/client.ts';
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

  const myListings = await db
    .select()
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(listings.createdAt));

  const made = await db
    .select()
    .from(bookings)
    .where(eq(bookings.buyerId, userId))
    .orderBy(desc(bookings.createdAt));

  const received = await db
    .select({
      id: bookings.id,
      productName: bookings.productName,
      priceCents: bookings.priceCents,
      state: bookings.state,
      buyerName: buyers.name,
      place: bookings.place,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(listings, listingOfBooking)
    .leftJoin(buyers, buyerOfBooking)
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(bookings.createdAt));

  const offerColumns = {
    id: offers.id,
    productName: listings.productName,
    amountCents: offers.amountCents,
    counterCents: offers.counterCents,
    state: offers.state,
    createdAt: offers.createdAt,
  };
  const offersMade = await db
    .select(offerColumns)
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(eq(offers.buyerId, userId))
    .orderBy(desc(offers.createdAt));
  const offersReceived = await db
    .select({ ...offerColumns, buyerName: buyers.name })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(offers.createdAt));

  const myConversations = await db
    .select({
      id: conversations.id,
      productName: conversations.productName,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
    })
    .from(conversations)
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
    .orderBy(desc(conversations.createdAt));
  const otherIds = myConversations.map((c) => (c.buyerId === userId ? c.sellerId : c.buyerId));
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
    myConversations.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            inArray(
              messages.conversationId,
              myConversations.map((c) => c.id),
            ),
          )
          .orderBy(asc(messages.createdAt), asc(messages.id));

  const written = await db
    .select({
      id: reviews.id,
      about: others.name,
      stars: reviews.stars,
      body: reviews.body,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(others, eq(others.id, reviews.subjectId))
    .where(eq(reviews.authorId, userId))
    .orderBy(desc(reviews.createdAt));
  const receivedReviews = await db
    .select({
      id: reviews.id,
      author: others.name,
      stars: reviews.stars,
      body: reviews.body,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(others, eq(others.id, reviews.authorId))
    .where(and(eq(reviews.subjectId, userId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt));

  const preferences = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.kind));

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
    listings: myListings.map((l) => ({
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
    })),
    bookings: {
      made: made.map((b) => ({
        _id: b.id,
        productName: b.productName,
        priceCents: b.priceCents,
        state: b.state,
        name: b.name,
        email: b.email,
        number: b.number,
        place: b.place,
        createdAt: iso(b.createdAt),
      })),
      received: received.map((b) => ({
        _id: b.id,
        productName: b.productName,
        priceCents: b.priceCents,
        state: b.state,
        buyerName: b.buyerName ?? FORMER_MEMBER,
        place: b.place,
        createdAt: iso(b.createdAt),
      })),
    },
    offers: {
      made: offersMade.map(({ id, createdAt, ...o }) => ({
        _id: id,
        ...o,
        createdAt: iso(createdAt),
      })),
      received: offersReceived.map(({ id, createdAt, ...o }) => ({
        _id: id,
        ...o,
        createdAt: iso(createdAt),
      })),
    },
    conversations: myConversations.map((c) => ({
      _id: c.id,
      productName: c.productName,
      with: names.get(c.buyerId === userId ? c.sellerId : c.buyerId) ?? FORMER_MEMBER,
      messages: allMessages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({ fromMe: m.senderId === userId, body: m.body, sentAt: iso(m.createdAt) })),
    })),
    reviews: {
      written: written.map(({ id, createdAt, ...r }) => ({
        _id: id,
        ...r,
        createdAt: iso(createdAt),
      })),
      received: receivedReviews.map(({ id, createdAt, author, ...r }) => ({
        _id: id,
        author: author ?? FORMER_MEMBER,
        ...r,
        createdAt: iso(createdAt),
      })),
    },
    notificationPreferences: preferences,
  };
}

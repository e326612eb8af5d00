import { aliasedTable, and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Review, ReviewRole } from '@resale-zone/contract/reviews';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import { newestFirst } from '../../db/lists.ts';
import {
  auditEvents,
  bookings,
  conversations,
  listings,
  messages,
  noShowClaims,
  reviewReports,
  reviews,
  users,
  userStats,
} from '../../db/schema.ts';
import { trustedSql, type Trust } from '../../domain/trust.ts';
import { listingColumns, onPublicList, toProduct } from '../../shared/listings/listing-rows.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { buyers, sellers } from '../../shared/users/user-rows.ts';
import {
  buyerOfBooking,
  listingOfBooking,
  sellerOfListing,
} from '../../shared/bookings/sale-parties.ts';

const authors = aliasedTable(users, 'authors');

/** The columns of a review as answers show it. */
const reviewColumns = {
  ...pick(
    reviews,
    'id',
    'bookingId',
    'authorId',
    'subjectId',
    'authorRole',
    'stars',
    'body',
    'createdAt',
    'reply',
    'repliedAt',
    'hiddenAt',
    'hiddenReason',
  ),
  authorName: authors.name,
  productName: bookings.productName,
};

export type ReviewRow = {
  [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] | null;
} & { id: string; subjectId: string; stars: number; body: string; createdAt: Date };

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    authorId: row.authorId,
    authorName: row.authorName ?? 'A former member',
    authorRole: row.authorRole as ReviewRole,
    stars: row.stars,
    text: row.body,
    productName: row.productName ?? '',
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(authors, eq(authors.id, reviews.authorId));

/** One sale as the review rules need it: its state, completion and both parties. */
export interface SaleFacts {
  id: string;
  state: string;
  completedAt: Date | null;
  productName: string;
  buyerId: string | null;
  buyerName: string | null;
  sellerId: string | null;
  sellerName: string | null;
}

export function createReviewsRepo(db: Db, trust: Trust, notifications?: Notifications) {
  return {
    async sale(bookingId: string): Promise<SaleFacts | null> {
      const [row] = await db
        .select({
          ...pick(bookings, 'id', 'state', 'completedAt', 'productName', 'buyerId'),
          buyerName: buyers.name,
          sellerId: listings.sellerId,
          sellerName: sellers.name,
        })
        .from(bookings)
        .leftJoin(listings, listingOfBooking)
        .leftJoin(sellers, sellerOfListing)
        .leftJoin(buyers, buyerOfBooking)
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    /** The sale's reviews (at most one per side), hidden ones too. */
    ofSale(bookingId: string): Promise<ReviewRow[]> {
      return selectReviews(db).where(eq(reviews.bookingId, bookingId));
    },

    find: async (id: string): Promise<ReviewRow | null> =>
      (await selectReviews(db).where(eq(reviews.id, id)))[0] ?? null,

    /** Writes a side's review; null when that side already has one (the unique index decides). */
    async insert(values: {
      bookingId: string;
      authorId: string;
      subjectId: string;
      authorRole: ReviewRole;
      stars: number;
      body: string;
      createdAt: Date;
    }): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values(values)
          .onConflictDoNothing({ target: [reviews.bookingId, reviews.authorRole] })
          .returning({ id: reviews.id });
        // The person reviewed hears of it in the review's transaction.
        if (row) await notifications?.reviewReceived(tx as unknown as Db, row.id);
        return row?.id ?? null;
      });
    },

    /** The subject's one reply to a visible review; false when it has one already. */
    async reply(id: string, subjectId: string, text: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ reply: text, repliedAt: at })
        .where(
          and(
            eq(reviews.id, id),
            eq(reviews.subjectId, subjectId),
            isNull(reviews.reply),
            isNull(reviews.hiddenAt),
          ),
        )
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** One report per person and review; false when this person had reported it. */
    async report(reviewId: string, reporterId: string, reason: string): Promise<boolean> {
      const rows = await db
        .insert(reviewReports)
        .values({ reviewId, reporterId, reason })
        .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
        .returning({ id: reviewReports.id });
      return rows.length > 0;
    },

    /** Reported reviews still visible, most reported first. */
    async reported() {
      const reportCount = sql<number>`(select count(*)::integer from ${reviewReports} as rr
        where rr.review_id = ${reviews.id})`;
      return db
        .select({
          ...reviewColumns,
          subjectName: sql<string>`(select s.name from ${users} as s where s.id = ${reviews.subjectId})`,
          reportCount,
          reasons: sql<string[]>`array(select rr.reason from ${reviewReports} as rr
            where rr.review_id = ${reviews.id} order by rr.created_at)`,
        })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .leftJoin(authors, eq(authors.id, reviews.authorId))
        .where(
          and(
            isNull(reviews.hiddenAt),
            sql`exists (select 1 from ${reviewReports} as rr where rr.review_id = ${reviews.id})`,
          ),
        )
        .orderBy(sql`${reportCount} desc`, desc(reviews.createdAt))
        .limit(200);
    },

    /**
     * Hides a visible review with the admin's reason, and its audit entry, in one transaction;
     * false when it was already hidden (or is gone). The counters' trigger drops it from averages.
     */
    async hide(id: string, adminId: string, reason: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(reviews)
          .set({ hiddenAt: at, hiddenReason: reason, hiddenBy: adminId })
          .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
          .returning({ id: reviews.id, stars: reviews.stars });
        if (rows.length === 0) return false;
        await tx.insert(auditEvents).values({
          actorId: adminId,
          action: 'review-hidden',
          targetType: 'review',
          targetId: id,
          detail: reason,
        });
        await notifications?.reviewReportsDecided(tx as unknown as Db, id);
        return true;
      });
    },

    /** Completed sales of this person since `since` that their side has not reviewed. */
    async pending(userId: string, since: Date) {
      const sideSql = sql<ReviewRole>`case when ${bookings.buyerId} = ${userId} then 'buyer' else 'seller' end`;
      return db
        .select({
          bookingId: bookings.id,
          productName: bookings.productName,
          side: sideSql,
          buyerName: buyers.name,
          sellerName: sellers.name,
          completedAt: bookings.completedAt,
        })
        .from(bookings)
        .leftJoin(listings, listingOfBooking)
        .leftJoin(sellers, sellerOfListing)
        .leftJoin(buyers, buyerOfBooking)
        .where(
          and(
            eq(bookings.state, 'completed'),
            sql`${bookings.completedAt} >= ${since.toISOString()}::timestamptz`,
            or(eq(bookings.buyerId, userId), eq(listings.sellerId, userId)),
            sql`not exists (select 1 from ${reviews} as r where r.booking_id = ${bookings.id}
              and r.author_role = ${sideSql})`,
          ),
        )
        .orderBy(desc(bookings.completedAt))
        .limit(100);
    },

    /** Reviews about this person, newest first, hidden ones too (for their dashboard). */
    received(userId: string): Promise<ReviewRow[]> {
      return selectReviews(db)
        .where(eq(reviews.subjectId, userId))
        .orderBy(...newestFirst(reviews))
        .limit(100);
    },

    /** Reviews this person wrote, newest first, hidden ones with the admin's reason. */
    written(userId: string): Promise<ReviewRow[]> {
      return selectReviews(db)
        .where(eq(reviews.authorId, userId))
        .orderBy(...newestFirst(reviews))
        .limit(100);
    },

    /** One keyset page of a person's visible reviews, newest first. */
    page(
      subjectId: string,
      after: { createdAt: string; id: string } | null,
      limit: number,
    ): Promise<(ReviewRow & { createdAtExact: string })[]> {
      const where: SQL[] = [eq(reviews.subjectId, subjectId), isNull(reviews.hiddenAt)];
      if (after) {
        where.push(
          sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
        );
      }
      return db
        .select({
          ...reviewColumns,
          createdAtExact: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .leftJoin(authors, eq(authors.id, reviews.authorId))
        .where(and(...where))
        .orderBy(sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`)
        .limit(limit);
    },

    /** A person's public facts: account, counters, badge, reliability; null when no such account. */
    async profile(userId: string) {
      const [row] = await db
        .select({
          ...pick(
            users,
            'id',
            'name',
            'image',
            'bio',
            'location',
            'createdAt',
            'emailVerified',
            'deletedAt',
          ),
          stats: userStats,
          trusted: sql<boolean>`coalesce(${trustedSql(trust, 'user_stats', 'users')}, false)`,
          holds: sql<number>`(select count(*)::integer from ${bookings} as b
            left join ${listings} as l on l.id = b.listing_id
            where (b.buyer_id = ${users.id} or l.seller_id = ${users.id})
              and b.state <> 'open' and b.release_reason is distinct from 'lost-race')`,
          // Settled no-shows against this person (features/meetings): agreed by them or upheld
          // by an admin, per the side they were on. An expired hold alone counts against nobody.
          noShows: sql<{ asBuyer: number; asSeller: number }>`(select json_build_object(
              'asBuyer', count(*) filter (where n.claimant_side = 'seller'),
              'asSeller', count(*) filter (where n.claimant_side = 'buyer'))
            from ${noShowClaims} as n
            where n.absent_id = ${users.id} and n.state in ('agreed', 'upheld'))`,
          // As a seller, over the last 90 days: the median time from a buyer's first message in
          // a conversation to the seller's first answer, and how many conversations that is.
          response: sql<{ medianSeconds: number | null; answered: number } | null>`(
            select json_build_object(
              'medianSeconds', percentile_cont(0.5) within group (order by extract(epoch from r.answered - r.asked)),
              'answered', count(*))
            from (
              select
                (select min(m.created_at) from ${messages} as m
                  where m.conversation_id = c.id and m.sender_id = c.buyer_id) as asked,
                (select min(m.created_at) from ${messages} as m
                  where m.conversation_id = c.id and m.sender_id = c.seller_id) as answered
              from ${conversations} as c
              where c.seller_id = ${users.id} and c.created_at > now() - interval '90 days'
            ) as r
            where r.answered > r.asked)`,
        })
        .from(users)
        .leftJoin(userStats, eq(userStats.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The person's phones on sale, newest first, as cards. */
    async listingsOnSale(userId: string, limit: number) {
      const rows = await db
        .select(listingColumns(trust))
        .from(listings)
        .where(and(eq(listings.sellerId, userId), onPublicList))
        .orderBy(...newestFirst(listings))
        .limit(limit);
      return rows.map(toProduct);
    },

    /** Every listing of this person: the public answers that show their rating (cache tags). */
    async listingChanges(userId: string): Promise<ListingChange[]> {
      return db
        .select({
          ...pick(listings, 'id', 'category', 'sellerEmail'),
          advertised: listings.isAdvertised,
        })
        .from(listings)
        .where(eq(listings.sellerId, userId));
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;

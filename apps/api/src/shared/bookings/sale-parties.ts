import { eq } from 'drizzle-orm';
import { bookings, listings } from '../../db/schema.ts';
import { buyers, sellers } from '../users/user-rows.ts';

// How a booking's queries reach the people of its sale, for their joins: the booking's listing
// (gone once its seller deleted it), that listing's seller as `sellers`, the buyer as `buyers`.

export const listingOfBooking = eq(listings.id, bookings.listingId);
export const sellerOfListing = eq(sellers.id, listings.sellerId);
export const buyerOfBooking = eq(buyers.id, bookings.buyerId);

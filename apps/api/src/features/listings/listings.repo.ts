import type { Db } from '../../db/client.ts';
import { defaultTrust, type Trust } from '../../domain/trust.ts';
import { createListingReads } from './listing-reads.ts';
import { createListingSearch } from './listing-search.ts';
import { createListingWrites } from './listing-writes.ts';

// The listings repository: its reads, writes and search, each in a file of its own, as one
// object for the service. Row mapping lives in listing-rows.ts, which other features' reads use.

export {
  productColumns,
  sellerSummary,
  toOwnProduct,
  toProduct,
  toSellerRating,
  type InTransaction,
  type ListingFilter,
  type ListingState,
  type NewListing,
  type PagedProduct,
} from '../../shared/listings/listing-rows.ts';

export function createListingsRepo(db: Db, trust: Trust = defaultTrust()) {
  return {
    ...createListingReads(db, trust),
    ...createListingWrites(db),
    ...createListingSearch(db, trust),
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;

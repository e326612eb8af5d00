import type { CreateProductBody } from '@resale-zone/contract/listings';
import type { ListingChange, ListingFacets } from '../../lib/listing-tags.ts';
import type { ListingState } from './listings.repo.ts';

// What a listing write changed, as the public cache needs it (decisions 020 and 064).

/** A listing as a write found it; `kind` says what the write did, when it knows. */
export const changeOf = (
  listing: ListingState & { id: string },
  kind?: ListingChange['kind'],
): ListingChange => ({
  id: listing.id,
  category: listing.category,
  sellerEmail: listing.sellerEmail,
  advertised: listing.isAdvertised,
  kind,
  facets: facetsOf(listing),
});

/** What the search filters on, when the read selected it (`stateColumns` does). */
function facetsOf(listing: ListingState): ListingFacets[] | undefined {
  const { condition, areaId, imeiDevice } = listing;
  if (condition === undefined || areaId === undefined || imeiDevice === undefined) return undefined;
  return [{ category: listing.category, condition, areaId, checked: imeiDevice !== null }];
}

/** A new listing, from the form its seller sent. */
export const newListingChange = (
  id: string,
  sellerEmail: string,
  body: CreateProductBody,
): ListingChange => ({
  id,
  category: body.categories,
  sellerEmail,
  advertised: false,
  // An IMEI given may or may not be checked (its TAC decides): the checked searches go too.
  facets: [
    {
      category: body.categories,
      condition: body.condition,
      areaId: body.areaId ?? null,
      checked: Boolean(body.imei),
    },
  ],
});

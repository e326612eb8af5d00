import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { CategorySlug } from '@resale-zone/contract/listings';
import type {
  CreateProductBody,
  EditProductBody,
  Product,
  ReportReason,
} from '@resale-zone/contract/listings';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';
import { fetchPage } from '../../lib/fetch-page.ts';

// Answer schemas load with the first request that needs them (zod stays out of the first chunk).
const listings = lazyContract(() => import('@resale-zone/contract/listings'));
const common = lazyContract(() => import('@resale-zone/contract/common'));

export const listingKeys = {
  all: ['listings'] as const,
  featured: () => [...listingKeys.all, 'featured'] as const,
  category: (slug: CategorySlug, checkedOnly = false, area: string | null = null) =>
    [...listingKeys.all, 'category', slug, checkedOnly ? 'checked' : 'all', area] as const,
  mine: (email: string) => [...listingKeys.all, 'mine', email.toLowerCase()] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  reportedByMe: (email: string) => ['reports', 'mine', email.toLowerCase()] as const,
};

const listingPath = (id: string) => encodeURIComponent(id);

export const featuredQuery = () =>
  queryOptions({
    queryKey: listingKeys.featured(),
    queryFn: ({ signal }) => apiRequest('/advertise', listings('ProductList'), { signal }),
  });

/**
 * A brand's unsold phones, a page (24) at a time: keyset paging by `x-next-cursor`. `checkedOnly`:
 * only phones with a checked IMEI (`?checked=1`).
 */
/** A brand page's filters as its address holds them (`?checked=1&area=…`). */
export function categoryParams(checkedOnly: boolean, area: string | null): Record<string, string> {
  return { ...(checkedOnly ? { checked: '1' } : {}), ...(area ? { area } : {}) };
}

export const categoryQuery = (
  slug: CategorySlug,
  checkedOnly = false,
  area: string | null = null,
) =>
  infiniteQueryOptions({
    queryKey: listingKeys.category(slug, checkedOnly, area),
    // The spec's array answer, paged by its headers (the brand's total, the next cursor).
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams(categoryParams(checkedOnly, area)).toString();
      return fetchPage(`/categories/${slug}${query ? `?${query}` : ''}`, listings('ProductList'), {
        cursor: pageParam,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One listing with its seller's summary (`GET /products/{id}`); sold ones too. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/products/${listingPath(id)}`, listings('ProductDetail'), { signal }),
  });

/** The signed-in seller's own listings (spec: `GET /addproduct?email=`). */
export const myProductsQuery = (email: string) =>
  queryOptions({
    queryKey: listingKeys.mine(email),
    queryFn: ({ signal }) =>
      apiRequest(
        `/addproduct?${new URLSearchParams({ email }).toString()}`,
        listings('OwnProductList'),
        {
          signal,
        },
      ),
  });

/**
 * Every listing list (featured, categories, the seller's own) may show the changed phone, so each
 * seller write refreshes them all.
 */
function useRefreshListings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listingKeys.all });
}

/** Lists a phone (spec: `POST /addproduct`); the photo is already uploaded. */
export function useAddProduct() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (body: CreateProductBody) =>
      apiRequest('/addproduct', common('InsertedAnswer'), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** Puts a phone in 'Featured Mobiles' (spec: `PUT /addproduct/advertise/{id}`). */
export function useAdvertiseProduct() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (product: Product) =>
      apiRequest(`/addproduct/advertise/${listingPath(product._id)}`, common('ModifiedAnswer'), {
        method: 'PUT',
      }),
    // A 409 means the phone changed under us (sold, already advertised): show its real state.
    onSettled: refresh,
  });
}

/** Pause, resume, or "sold elsewhere" (decision 058): `PUT /addproduct/{move}/{id}`. */
export type OffSaleMove = 'pause' | 'resume' | 'sold-elsewhere';

export function useOffSaleMove() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: ({ product, move }: { product: Product; move: OffSaleMove }) =>
      apiRequest(`/addproduct/${move}/${listingPath(product._id)}`, common('ModifiedAnswer'), {
        method: 'PUT',
      }),
    // A 409 means the phone changed under us (paid for meanwhile): show its real state.
    onSettled: refresh,
  });
}

export interface PriceChange {
  product: Pick<Product, '_id'>;
  /** The new price in dollars. */
  resalePrice: number;
}

/** The seller's new price (`PUT /products/{id}/price`): not above the original price. */
export function useChangePrice() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: ({ product, resalePrice }: PriceChange) =>
      apiRequest(`/products/${listingPath(product._id)}/price`, listings('ChangePriceAnswer'), {
        method: 'PUT',
        body: { resalePrice },
      }),
    onSettled: refresh,
  });
}

/** The seller's edit of a phone on sale (`PATCH /products/{id}`): only the fields sent change. */
export function useEditProduct() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: ({ product, changes }: { product: Product; changes: EditProductBody }) =>
      apiRequest(`/products/${listingPath(product._id)}`, listings('EditProductAnswer'), {
        method: 'PATCH',
        body: changes,
      }),
    onSettled: refresh,
  });
}

/** Removes a phone everywhere (spec: `DELETE /products/{id}`); sold phones stay on record. */
export function useDeleteProduct() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (product: Product) =>
      apiRequest(`/products/${listingPath(product._id)}`, common('DeletedAnswer'), {
        method: 'DELETE',
      }),
    onSettled: refresh,
  });
}

export interface ReportVariables {
  product: Product;
  reason?: ReportReason;
}

/** The listings the signed-in person has reported (`GET /reports/mine`). */
export const myReportsQuery = (email: string) =>
  queryOptions({
    queryKey: listingKeys.reportedByMe(email),
    queryFn: ({ signal }) => apiRequest('/reports/mine', listings('ReportedIds'), { signal }),
  });

/** Flags a listing for the admins (spec: `PUT /addproduct/report/{id}`), with an optional reason. */
export function useReportProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, reason }: ReportVariables) =>
      apiRequest(`/addproduct/report/${listingPath(product._id)}`, listings('ReportAnswer'), {
        method: 'PUT',
        body: reason ? { reason } : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'mine'] }),
  });
}

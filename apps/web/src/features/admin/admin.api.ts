import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AuditEventList, DismissAnswer } from '@resale-zone/contract/admin';
import { DeletedAnswer, ModifiedAnswer } from '@resale-zone/contract/common';
import { ReportedProduct } from '@resale-zone/contract/listings';
import { PersonList, type PersonRow } from '@resale-zone/contract/users';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { fetchPage } from '../../lib/fetch-page.ts';
import { notify } from '../../lib/toast.ts';
import { listingKeys } from '../listings/index.ts';

/** Rows per page of every admin table (the server allows up to 200). */
export const ADMIN_PAGE_SIZE = 50;

export type PersonKind = 'seller' | 'buyer';

/** Which slice of a list: the search text (empty for none) and the first row's offset. */
export interface ListSlice {
  q: string;
  offset: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  people: (kind: PersonKind) => [...adminKeys.all, 'people', kind] as const,
  reported: () => [...adminKeys.all, 'reported'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
};

/** One page of an admin table: numbered pages by offset, with the total to count them. */
const pageOf = (slice: ListSlice, signal: AbortSignal) => ({
  offset: slice.offset,
  limit: ADMIN_PAGE_SIZE,
  query: { q: slice.q },
  counted: true as const,
  signal,
});

const PEOPLE_PATHS = { seller: '/allsellers', buyer: '/allbuyers' } as const;

/** All sellers or all buyers (spec: `GET /allsellers`, `GET /allbuyers`), one page at a time. */
export const peopleQuery = (kind: PersonKind, slice: ListSlice) =>
  queryOptions({
    queryKey: [...adminKeys.people(kind), slice],
    queryFn: ({ signal }) => fetchPage(PEOPLE_PATHS[kind], PersonList, pageOf(slice, signal)),
  });

/** The admins (`GET /alladmins`), one page at a time. */
export const adminsQuery = (slice: ListSlice) =>
  queryOptions({
    queryKey: [...adminKeys.admins(), slice],
    queryFn: ({ signal }) => fetchPage('/alladmins', PersonList, pageOf(slice, signal)),
  });

/** Reported listings with their report count and reasons (spec: `GET /reported/product`). */
export const reportedQuery = (slice: ListSlice) =>
  queryOptions({
    queryKey: [...adminKeys.reported(), slice],
    queryFn: ({ signal }) =>
      fetchPage('/reported/product', z.array(ReportedProduct), pageOf(slice, signal)),
  });

/** The audit trail, newest first (the server does not search it). */
export const auditQuery = (offset: number) =>
  queryOptions({
    queryKey: [...adminKeys.audit(), offset],
    queryFn: ({ signal }) => fetchPage('/audit', AuditEventList, pageOf({ q: '', offset }, signal)),
  });

export const idPath = (id: string) => encodeURIComponent(id);

/**
 * After any admin action every admin table may have changed (a new admin leaves the sellers, a
 * deleted seller's reported phones go, the audit trail grows), and so may the public listings.
 * Refreshed whether the call worked or not: a 404/409 means the row changed under us.
 */
export function useRefreshAfterAdminAction(withListings: boolean) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      withListings ? queryClient.invalidateQueries({ queryKey: listingKeys.all }) : null,
    ]);
}

const revokeAdmin = (person: PersonRow) =>
  apiRequest(`/allseller/admin/${idPath(person._id)}`, ModifiedAnswer, { method: 'DELETE' });

/**
 * Make Admin (spec: `PUT /allseller/admin/{id}`); it also ends that person's sessions. The spec's
 * toast offers Undo for 10 seconds, which removes the rights again (the person is a seller).
 */
export function useMakeAdmin() {
  const refresh = useRefreshAfterAdminAction(false);
  return useMutation({
    mutationFn: (person: PersonRow) =>
      apiRequest(`/allseller/admin/${idPath(person._id)}`, ModifiedAnswer, { method: 'PUT' }),
    onSuccess: (_answer, person) =>
      notify.successWithAction('Make admin successful.', {
        label: 'Undo',
        onClick: () =>
          void revokeAdmin(person)
            .then(() => notify.success(`${person.name} is a seller again.`))
            .catch((error: Error) => notify.error(error.message))
            .finally(refresh),
      }),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

/** Removes an admin's rights (`DELETE /allseller/admin/{id}`): the account is a seller again. */
export function useRevokeAdmin() {
  const refresh = useRefreshAfterAdminAction(false);
  return useMutation({
    mutationFn: revokeAdmin,
    onSuccess: (_answer, person) => notify.success(`${person.name} is a seller again.`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

const DELETED_TOAST: Record<PersonKind, (name: string) => string> = {
  seller: (name) => `Seller ${name} deleted successfully`,
  buyer: (name) => `Buyer ${name} deleted successfully`,
};

/** Deletes a seller (`DELETE /allsellers/{id}`) or a buyer (`DELETE /allbuyers/{id}`). */
export function useDeletePerson(kind: PersonKind) {
  // A deleted seller's unsold phones leave the public pages too.
  const refresh = useRefreshAfterAdminAction(kind === 'seller');
  return useMutation({
    mutationFn: (person: PersonRow) =>
      apiRequest(`${PEOPLE_PATHS[kind]}/${idPath(person._id)}`, DeletedAnswer, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, person) => notify.success(DELETED_TOAST[kind](person.name)),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

/** Deletes a reported listing at once, as the spec does (`DELETE /reportedproduct/{id}`). */
export function useDeleteReported() {
  const refresh = useRefreshAfterAdminAction(true);
  return useMutation({
    mutationFn: (product: ReportedProduct) =>
      apiRequest(`/reportedproduct/${idPath(product._id)}`, DeletedAnswer, { method: 'DELETE' }),
    onSuccess: (_answer, product) => notify.success(`${product.productName} deleted successfully`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

/** Clears a listing's reports and keeps it listed (`DELETE /reportedproduct/{id}/reports`). */
export function useDismissReports() {
  const refresh = useRefreshAfterAdminAction(true);
  return useMutation({
    mutationFn: (product: ReportedProduct) =>
      apiRequest(`/reportedproduct/${idPath(product._id)}/reports`, DismissAnswer, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, product) =>
      notify.success(`Reports on ${product.productName} dismissed; it stays listed`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

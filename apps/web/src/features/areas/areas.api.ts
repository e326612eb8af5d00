import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Area, AreaBody, MeetingSpotBody } from '@resale-zone/contract/areas';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';

// Areas and suggested meeting spots (decision 056): the lists, and the admins' changes.

// The answers' schemas load with the requests (zod stays out of the first chunk).
const contract = lazyContract(() => import('@resale-zone/contract/areas'));
const common = lazyContract(() => import('@resale-zone/contract/common'));

export const areaKeys = {
  all: ['areas'] as const,
  offered: () => [...areaKeys.all, 'offered'] as const,
  admin: () => [...areaKeys.all, 'admin'] as const,
  spots: (area: string | null) => [...areaKeys.all, 'spots', area] as const,
};

/** The areas offered (`GET /api/areas`), by city and name: every area select's options. */
export const areasQuery = () =>
  queryOptions({
    queryKey: areaKeys.offered(),
    queryFn: ({ signal }) => apiRequest('/areas', contract('AreaList'), { signal }),
    // Admins rarely change them; a page's server render brings them.
    staleTime: 10 * 60 * 1000,
  });

/** The offered areas (empty while they load). */
export function useAreas(): Area[] {
  return useQuery(areasQuery()).data ?? [];
}

/** Every area with the retired ones (`GET /api/admin/areas`): the admins' page. */
export const adminAreasQuery = () =>
  queryOptions({
    queryKey: areaKeys.admin(),
    queryFn: ({ signal }) => apiRequest('/admin/areas', contract('AreaList'), { signal }),
  });

/** Every meeting spot, those of `area` first (`GET /api/meeting-spots?area=`). */
export const spotsQuery = (area: string | null) =>
  queryOptions({
    queryKey: areaKeys.spots(area),
    queryFn: ({ signal }) =>
      apiRequest(
        area ? `/meeting-spots?area=${encodeURIComponent(area)}` : '/meeting-spots',
        contract('MeetingSpotList'),
        { signal },
      ),
    staleTime: 5 * 60 * 1000,
  });

/** After a change: every list of areas and spots, and the audit trail (each change is audited). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: areaKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ]);
}

const areaPath = (id: string) => `/admin/areas/${encodeURIComponent(id)}`;
const spotPath = (id: string) => `/admin/meeting-spots/${encodeURIComponent(id)}`;

/** Adds an area; refusals are for the form to show. */
export function useAddArea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AreaBody) =>
      apiRequest('/admin/areas', contract('Area'), { method: 'POST', body }),
    onSuccess: (area) => notify.success(`${area.name}, ${area.city} is added`),
    onSettled: refresh,
  });
}

/** A new spelling of an area (`PUT /admin/areas/{id}`). */
export function useRenameArea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: AreaBody & { id: string }) =>
      apiRequest(areaPath(id), contract('Area'), { method: 'PUT', body }),
    onSuccess: (area) => notify.success(`The area is now called ${area.name}, ${area.city}`),
    onSettled: refresh,
  });
}

/** Retires an area or offers it again. */
export function useRetireArea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, retired }: { id: string; retired: boolean }) =>
      apiRequest(`${areaPath(id)}/retired`, contract('Area'), {
        method: 'PUT',
        body: { retired },
      }),
    onSuccess: (area) =>
      notify.success(`${area.name} is ${area.retiredAt ? 'retired' : 'offered again'}`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

/** Removes an area: deleted when nothing names it, else retired (the toast says which). */
export function useRemoveArea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (area: Area) =>
      apiRequest(areaPath(area.id), contract('RemoveAreaAnswer'), { method: 'DELETE' }),
    onSuccess: ({ outcome }, area) =>
      notify.success(
        outcome === 'deleted'
          ? `${area.name} is deleted`
          : `${area.name} is in use, so it is retired instead`,
      ),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

/** Adds a spot, or changes one (`id`); refusals are for the dialog to show. */
export function useSaveSpot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MeetingSpotBody }) =>
      apiRequest(id ? spotPath(id) : '/admin/meeting-spots', contract('MeetingSpot'), {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: (spot, { id }) => notify.success(`${spot.name} is ${id ? 'saved' : 'added'}`),
    onSettled: refresh,
  });
}

export function useRemoveSpot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (spot: { id: string; name: string }) =>
      apiRequest(spotPath(spot.id), common('DeletedAnswer'), { method: 'DELETE' }),
    onSuccess: (_answer, spot) => notify.success(`${spot.name} is removed`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}

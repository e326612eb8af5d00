import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Area, AreaBody, MeetingSpotBody } from '@resale-zone/contract/areas';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { areaKeys, contract } from './areas.api.ts';

// The admins' changes to the areas and the meeting spots (decision 056).

const common = lazyContract(() => import('@resale-zone/contract/common'));

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

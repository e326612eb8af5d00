import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@resale-zone/contract/areas';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// Areas and suggested meeting spots (decision 056): the lists. The admins' changes are in
// areas-admin.api.ts, so that public pages do not carry them.

/** The answers' schemas, loaded with the requests (zod stays out of the first chunk). */
export const contract = lazyContract(() => import('@resale-zone/contract/areas'));

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

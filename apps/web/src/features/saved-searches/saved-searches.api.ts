import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

const contract = lazyContract(() => import('@resale-zone/contract/saved-searches'));
const common = lazyContract(() => import('@resale-zone/contract/common'));

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (userId: string) => [...savedSearchKeys.all, 'list', userId] as const,
};

/** The signed-in person's saved searches, newest first (`GET /saved-searches`). */
export const savedSearchesQuery = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: ({ signal }) => apiRequest('/saved-searches', contract('SavedSearchList'), { signal }),
  });

/**
 * Saves the search page's filters (`POST /saved-searches`); the same search twice is one. Loaded
 * on the first click of Save this search, so the search page's own JavaScript stays small.
 */
export function saveSearch(query: Record<string, string>) {
  return apiRequest('/saved-searches', contract('SaveSearchAnswer'), {
    method: 'POST',
    body: { query },
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/saved-searches/${encodeURIComponent(id)}`, common('DeletedAnswer'), {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

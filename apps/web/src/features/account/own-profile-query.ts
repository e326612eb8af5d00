import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// Apart from account.api.ts: public pages ask the profile for "Near me" (decision 056) without the
// account's mutations.
const users = lazyContract(() => import('@resale-zone/contract/users'));

export const ownProfileKey = ['account', 'profile'] as const;

/** `GET /users/me/profile`: what the signed-in member shows about themselves. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => apiRequest('/users/me/profile', users('OwnProfile'), { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from './own-profile-query.ts';

/**
 * The signed-in member's own area from their profile, or null (signed out, none chosen, or while
 * it loads): what "Near me" filters by (decision 056).
 */
export function useMyAreaId(signedIn: boolean): string | null {
  const { data } = useQuery({ ...ownProfileQuery(), enabled: signedIn });
  return (signedIn && data?.areaId) || null;
}

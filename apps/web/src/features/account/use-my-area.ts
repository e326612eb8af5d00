import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from './own-profile-query.ts';

/**
 * The signed-in member's own area from their profile: what "Near me" filters by (decision 056).
 * Null: signed in with no area chosen ("Near me" then says where to set one); undefined: signed
 * out, or while the profile loads.
 */
export function useMyAreaId(signedIn: boolean): string | null | undefined {
  const { data } = useQuery({ ...ownProfileQuery(), enabled: signedIn });
  if (!signedIn || !data) return undefined;
  return data.areaId ?? null;
}

import { Link } from 'react-router';
import { MapPin } from 'lucide-react';

/** Where a member sets their own area. */
const PROFILE_PATH = '/deshboard/profile';

/**
 * "Near me" (decision 056): picks the signed-in member's own area, pressed while it is the one in
 * effect. `myAreaId` is their area; null: signed in with none chosen, so it says where to set
 * one; undefined: signed out (or their profile is on its way), so there is nothing to show.
 */
export function NearMe({
  area,
  myAreaId,
  onPick,
  className,
}: {
  area: string | null;
  myAreaId: string | null | undefined;
  onPick: (area: string | null) => void;
  className: string;
}) {
  if (myAreaId === undefined) return null;
  if (myAreaId === null) {
    return (
      <p className="flex items-center gap-1 text-sm text-ink-muted">
        <MapPin aria-hidden className="size-4 shrink-0" />
        <span>
          Near me:{' '}
          <Link to={PROFILE_PATH} className="link link-primary">
            set your area in your profile
          </Link>
        </span>
      </p>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-outline ${className}`}
      aria-pressed={area === myAreaId}
      onClick={() => onPick(area === myAreaId ? null : myAreaId)}
    >
      <MapPin aria-hidden className="size-4" />
      Near me
    </button>
  );
}

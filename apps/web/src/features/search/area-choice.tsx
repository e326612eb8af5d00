import { MapPin } from 'lucide-react';
import { AreaSelect, useAreas } from '../areas/index.ts';

/**
 * The search's area filter (decision 056): a select of the areas, and "Near me", which picks the
 * signed-in member's own area (pressed while it is the one in effect).
 */
export function AreaChoice({
  id,
  area,
  myAreaId,
  onChange,
}: {
  id: string;
  area: string | null;
  myAreaId: string | null;
  onChange: (area: string | null) => void;
}) {
  const areas = useAreas();
  return (
    <div className="flex flex-col gap-2">
      <AreaSelect
        id={id}
        label="Area"
        areas={areas}
        noneLabel="All areas"
        value={area ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      />
      {myAreaId ? (
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          aria-pressed={area === myAreaId}
          onClick={() => onChange(area === myAreaId ? null : myAreaId)}
        >
          <MapPin aria-hidden className="size-4" />
          Near me
        </button>
      ) : null}
    </div>
  );
}

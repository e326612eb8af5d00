import { useNavigate } from 'react-router';
import { AreaSelect } from './area-select.tsx';
import { NearMe } from './near-me.tsx';
import { useAreas } from './areas.api.ts';

export interface AreaFilterProps {
  /** The page the filter reloads (`/categories/iphone`). */
  path: string;
  /** The area in effect (`?area=`), or null for all. */
  area: string | null;
  /** Other parameters the page keeps (`checked=1`). */
  keep?: Record<string, string>;
  /** The signed-in member's own area: "Near me" picks it (null: none set; undefined: signed out). */
  myAreaId: string | null | undefined;
}

/**
 * A page's area filter (decision 056): a plain GET form, so the server-rendered page filters
 * without JavaScript (`?area=`, its Show button); once the page runs, a change reloads the list
 * at once.
 */
export function AreaFilter({ path, area, keep = {}, myAreaId }: AreaFilterProps) {
  const areas = useAreas();
  const navigate = useNavigate();
  const go = (next: string) => {
    const params = new URLSearchParams(keep);
    if (next) params.set('area', next);
    const query = params.toString();
    void navigate(query ? `${path}?${query}` : path);
  };
  return (
    <form
      method="get"
      action={path}
      aria-label="Filter by area"
      className="mb-4 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        go(new FormData(e.currentTarget).get('area')?.toString() ?? '');
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AreaSelect
        name="area"
        label="Area"
        areas={areas}
        noneLabel="All areas"
        fieldClassName="min-w-0 flex-1 max-w-xs"
        value={area ?? ''}
        onChange={(e) => go(e.target.value)}
        enabledBeforeHydration
      />
      {/* Without JavaScript the form is sent by this button; with it, a change applies at once. The
          button is there in both, so that the page does not move when its code arrives. */}
      <button type="submit" className="btn btn-outline">
        Show
      </button>
      <NearMe area={area} myAreaId={myAreaId} onPick={(next) => go(next ?? '')} className="" />
    </form>
  );
}

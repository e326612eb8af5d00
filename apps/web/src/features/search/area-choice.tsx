import { AreaSelect, NearMe, useAreas } from '../areas/index.ts';

/**
 * The search's area filter (decision 056): a select of the areas, and "Near me", which picks the
 * signed-in member's own area, or says where to set one (`NearMe`).
 */
export function AreaChoice({
  id,
  area,
  myAreaId,
  onChange,
}: {
  id: string;
  area: string | null;
  myAreaId: string | null | undefined;
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
        name="area"
        enabledBeforeHydration
        value={area ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      />
      <NearMe area={area} myAreaId={myAreaId} onPick={onChange} className="btn-sm self-start" />
    </div>
  );
}

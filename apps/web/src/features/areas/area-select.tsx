import { areaLabel } from '@resale-zone/contract/area-label';
import type { Area, AreaRef } from '@resale-zone/contract/areas';
import { SelectField, type WrappedControlProps } from '../../components/ui/field.tsx';

type SelectFieldProps = WrappedControlProps<'select'>;

export interface AreaSelectProps extends SelectFieldProps {
  areas: readonly Area[];
  /** The empty option's words ('No area', 'Any area'). */
  noneLabel: string;
  /** An area to offer although it is not in `areas` (a listing's own, since retired). */
  keep?: AreaRef | null;
}

/** The areas as a select, grouped by city, with an empty option first (decision 056). */
export function AreaSelect({ areas, noneLabel, keep, ...field }: AreaSelectProps) {
  const all =
    keep && !areas.some((a) => a.id === keep.id) ? [...areas, { ...keep, retiredAt: null }] : areas;
  const cities = [...new Set(all.map((a) => a.city))];
  return (
    <SelectField {...field}>
      <option value="">{noneLabel}</option>
      {cities.map((city) => (
        <optgroup key={city} label={city}>
          {all
            .filter((a) => a.city === city)
            .map((a) => (
              <option key={a.id} value={a.id}>
                {areaLabel(a)}
              </option>
            ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

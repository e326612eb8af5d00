import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { areaLabel } from '@resale-zone/contract/area-label';
import type { MeetingSpot } from '@resale-zone/contract/areas';
import { spotsQuery } from './areas.api.ts';

/** Spots shown before "More spots": enough to choose from at 360 px. */
const SHOWN = 3;

/** What a picked spot writes into the meeting place field. */
export const spotPlace = (spot: MeetingSpot) => `${spot.name}, ${spot.address}`;

/**
 * The suggested public meeting spots under a meeting place field (decision 056): those of the
 * phone's area first, each a button that fills the field; the field stays free text.
 */
export function SpotSuggestions({
  areaId,
  onPick,
}: {
  areaId: string | null;
  onPick: (place: string) => void;
}) {
  const headingId = useId();
  const { data: spots = [] } = useQuery(spotsQuery(areaId));
  const [all, setAll] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  if (spots.length === 0) return null;
  const shown = all ? spots : spots.slice(0, SHOWN);
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2">
      <p id={headingId} className="text-sm font-medium">
        Suggested public spots
      </p>
      <ul className="grid gap-2">
        {shown.map((spot) => (
          <li key={spot.id}>
            <button
              type="button"
              aria-pressed={picked === spot.id}
              className={`btn h-auto w-full shrink justify-start py-2 text-left font-normal ${picked === spot.id ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => {
                setPicked(spot.id);
                onPick(spotPlace(spot));
              }}
            >
              <span className="grid">
                <span className="font-semibold">
                  {spot.name}
                  {spot.area.id === areaId ? (
                    <span className="sr-only"> (this phone's area)</span>
                  ) : null}
                </span>
                <span className="text-xs">
                  {areaLabel(spot.area)} · {spot.openingHours}
                  {spot.note ? ` · ${spot.note}` : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {spots.length > SHOWN ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm justify-self-start"
          onClick={() => setAll(!all)}
        >
          {all ? 'Fewer spots' : `More spots (${spots.length - SHOWN})`}
        </button>
      ) : null}
    </div>
  );
}

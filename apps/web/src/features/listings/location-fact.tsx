import { MapPin } from 'lucide-react';

/** The words over each fact of a listing (a card's, a phone page's). */
export const factLabel = 'text-xs font-medium uppercase tracking-wide text-ink-muted';

/** A listing's location as a fact of its `dl`, with a pin. */
export function LocationFact({ location, className }: { location: string; className?: string }) {
  return (
    <div className={className}>
      <dt className={factLabel}>Location</dt>
      <dd className="flex items-center gap-1 font-medium">
        <MapPin aria-hidden className="size-4 shrink-0 text-ink-muted" />
        {location}
      </dd>
    </div>
  );
}

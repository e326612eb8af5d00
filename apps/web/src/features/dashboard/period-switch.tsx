import { PERIODS } from '@resale-zone/contract/dashboard';

/** 30 or 90 days: two toggle buttons (the pressed one is the period shown). */
export function PeriodSwitch({ days, onChange }: { days: number; onChange: (d: number) => void }) {
  return (
    <div role="group" aria-label="Period" className="join">
      {PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={days === p}
          className={`btn join-item btn-sm ${days === p ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => onChange(p)}
        >
          {p} days
        </button>
      ))}
    </div>
  );
}

import { ShieldCheck } from 'lucide-react';

const ADVICE = [
  'Meet in a busy public place in daylight: a shopping centre, a café, the front of a bank.',
  'Bring a friend or tell someone where you are going and when.',
  'Check the phone yourself, with the checklist below, before anything else.',
  'Never share your handover code before you have checked the phone: the code releases the money.',
  'Never pay outside Resale Zone, in cash or by transfer: only the held payment is protected.',
];

/** What keeps a meetup with a stranger safe, before the checklist. */
export function SafetyAdvice() {
  return (
    <section
      aria-labelledby="safety-title"
      className="rounded-box border border-info/30 bg-info/5 p-4 sm:p-5"
    >
      <h2 id="safety-title" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck aria-hidden className="size-5 text-info" />
        Stay safe at the meetup
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
        {ADVICE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

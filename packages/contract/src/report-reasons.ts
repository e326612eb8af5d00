/** How the reasons a reporter can pick (`ReportReason`) read to an admin and to the seller. */
const REASON_LABELS: Record<string, string> = {
  stolen: 'Stolen',
  counterfeit: 'Counterfeit',
  'wrong-condition': 'Wrong condition',
  scam: 'Scam',
  other: 'Other',
  // Reports sent without a reason (the spec's Report button sends none).
  unspecified: 'No reason given',
};

export interface ReasonTally {
  label: string;
  count: number;
}

/** `['scam', 'scam', 'stolen']` → Scam ×2, Stolen ×1, most frequent first. */
export function tallyReasons(reasons: readonly string[]): ReasonTally[] {
  const counts = new Map<string, number>();
  for (const reason of reasons) {
    const label = REASON_LABELS[reason] ?? reason;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

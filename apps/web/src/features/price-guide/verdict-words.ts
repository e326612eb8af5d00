/** The words of a price verdict, shared by its component and the islands page's enhancer. */
export const VERDICT_LABELS = { fair: 'Fair price', above: 'Above typical price' } as const;

/** The verdict badge's classes. */
export const verdictBadgeClass = (verdict: keyof typeof VERDICT_LABELS) =>
  `badge font-semibold ${verdict === 'fair' ? 'badge-success' : 'badge-warning'}`;

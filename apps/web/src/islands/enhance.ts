import { formatCents } from '@resale-zone/contract/money';
import { VERDICT_LABELS, verdictBadgeClass } from '../features/price-guide/verdict-words.ts';

/**
 * What a page rendered as islands shows or does without hydrating anything (decision 062): a few
 * lines of plain DOM code instead of React, for parts that only show data asked after the page
 * arrives. Each `[data-enhance]` element says which.
 * - `price-verdict`: the listing's price against its model's sales (as `PriceVerdictLine`);
 * - `record-view`: counts one view of the listing (as `useRecordView`).
 */
export function enhance(part: HTMLElement): void {
  const listing = part.dataset.listing ?? '';
  if (part.dataset.enhance === 'price-verdict') void showPriceVerdict(part, listing);
  if (part.dataset.enhance === 'record-view') recordView(listing);
}

interface Verdict {
  verdict?: keyof typeof VERDICT_LABELS | null;
  medianCents?: number | null;
  guide?: { brand: string; slug: string } | null;
}

async function showPriceVerdict(line: HTMLElement, listing: string) {
  const res = await fetch(`/api/price-guide/listing/${encodeURIComponent(listing)}`).catch(
    () => null,
  );
  if (!res?.ok) return;
  const data = (await res.json().catch(() => ({}))) as Verdict;
  if (!data.verdict || !(data.verdict in VERDICT_LABELS) || typeof data.medianCents !== 'number') {
    return;
  }
  const badge = document.createElement('span');
  badge.className = verdictBadgeClass(data.verdict);
  badge.textContent = VERDICT_LABELS[data.verdict];
  const typical = `Typical ${formatCents(data.medianCents)}`;
  let median: HTMLElement;
  if (data.guide) {
    const link = document.createElement('a');
    link.href = `/price-guide/${data.guide.brand}/${data.guide.slug}`;
    link.className = 'link link-primary';
    link.setAttribute('aria-label', `Price guide: typical ${formatCents(data.medianCents)}`);
    median = link;
  } else {
    median = document.createElement('span');
    median.className = 'text-ink-muted';
  }
  median.textContent = typical;
  line.replaceChildren(badge, median);
}

/** Fire and forget, as the app's own count (features/dashboard/dashboard.api.ts). */
function recordView(listing: string) {
  const token = readToken();
  const send = (authorization?: string) =>
    fetch(`/api/products/${encodeURIComponent(listing)}/views`, {
      method: 'POST',
      keepalive: true,
      headers: authorization ? { authorization } : {},
    });
  void send(token ? `Bearer ${token}` : undefined)
    .then((res) => (res.status === 401 && token ? send() : res))
    .then((res) => res.body?.cancel())
    .catch(() => {});
}

function readToken(): string | null {
  try {
    return localStorage.getItem('accessToken');
  } catch {
    return null;
  }
}

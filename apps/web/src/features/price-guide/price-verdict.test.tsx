import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { PriceVerdict } from '@resale-zone/contract/price-guide';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { priceVerdictQuery } from './price-guide.api.ts';
import { PriceVerdictLine } from './price-verdict.tsx';

/** Says once the line's question is answered: it reads the same query, in the same render. */
function Answered({ listingId }: { listingId: string }) {
  const { isSuccess } = useQuery(priceVerdictQuery(listingId));
  return isSuccess ? <output>verdict answered</output> : null;
}

const open = (verdict: PriceVerdict) => {
  fakeApi.use(answer('GET /price-guide/listing/:id', verdict));
  renderApp(
    <>
      <PriceVerdictLine listingId="p1" />
      <Answered listingId="p1" />
    </>,
    { path: '/products/p1' },
  );
};
const guide = { brand: 'iphone' as const, slug: 'iphone-13-128gb' };

describe('PriceVerdictLine', () => {
  test('"Fair price" with the median, which links to the model’s guide', async () => {
    open({ verdict: 'fair', basis: 'condition', medianCents: 39_500, sales: 5, guide });
    expect(await screen.findByText('Fair price')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Price guide: typical $395.00' })).toHaveAttribute(
      'href',
      '/price-guide/iphone/iphone-13-128gb',
    );
  });

  test('"Above typical price" when the API says so', async () => {
    open({ verdict: 'above', basis: 'model', medianCents: 36_800, sales: 8, guide });
    expect(await screen.findByText('Above typical price')).toBeInTheDocument();
    expect(screen.queryByText('Fair price')).not.toBeInTheDocument();
  });

  test('nothing when the model has too few sales, in a line that keeps its height', async () => {
    open({ verdict: null, basis: null, medianCents: null, sales: 3, guide: null });
    // The answer is on screen (empty is what the line shows before it too).
    expect(await screen.findByText('verdict answered')).toBeInTheDocument();
    const line = document.querySelector('[data-price-verdict]')!;
    expect(line).toBeEmptyDOMElement();
    expect(line.className).toContain('min-h-7');
    expect(fakeApi.sent().map((r) => r.url)).toContain('/api/price-guide/listing/p1');
  });
});

import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { PriceVerdict } from '@resale-zone/contract/price-guide';
import { answer, fakeApi } from '../test/fake-api.ts';
import { enhance } from './enhance.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The verdict line as the server renders it on a listing's page. */
function line() {
  document.body.innerHTML = `<p data-price-verdict data-enhance="price-verdict" data-listing="p1" class="min-h-7"></p>`;
  return document.querySelector<HTMLElement>('[data-price-verdict]')!;
}
const guide = { brand: 'iphone' as const, slug: 'iphone-13-128gb' };

describe('on a page rendered as islands, the price verdict is filled without React', () => {
  test('"Fair price" with the median, which links to the model’s guide, as the component shows it', async () => {
    const verdict: PriceVerdict = {
      verdict: 'fair',
      basis: 'condition',
      medianCents: 39_500,
      sales: 5,
      guide,
    };
    fakeApi.use(answer('GET /price-guide/listing/:id', verdict));
    const part = line();
    enhance(part);
    await waitFor(() => expect(part).toHaveTextContent('Fair price'));
    const link = part.querySelector('a')!;
    expect(link).toHaveAttribute('href', '/price-guide/iphone/iphone-13-128gb');
    expect(link).toHaveAccessibleName('Price guide: typical $395.00');
    expect(link).toHaveTextContent('Typical $395.00');
  });

  test('nothing when the model has too few sales', async () => {
    const verdict: PriceVerdict = {
      verdict: null,
      basis: null,
      medianCents: null,
      sales: 3,
      guide: null,
    };
    fakeApi.use(answer('GET /price-guide/listing/:id', verdict));
    const part = line();
    enhance(part);
    await waitFor(() =>
      expect(fakeApi.sent().map((r) => r.url)).toContain('/api/price-guide/listing/p1'),
    );
    expect(part).toBeEmptyDOMElement();
  });
});

test('a view of the listing is counted, once', async () => {
  document.body.innerHTML = `<div data-enhance="record-view" data-listing="p9"></div>`;
  enhance(document.querySelector<HTMLElement>('[data-enhance]')!);
  await waitFor(() =>
    expect(fakeApi.sent().filter((r) => r.url === '/api/products/p9/views')).toHaveLength(1),
  );
});

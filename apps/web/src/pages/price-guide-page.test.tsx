import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { PriceGuide } from '@resale-zone/contract/price-guide';
import { answer, fakeApi, refusal } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import PriceGuidePage from './price-guide-page.tsx';

const GUIDE: PriceGuide = {
  brand: 'iphone',
  category: 'Iphone',
  slug: 'iphone-13-128gb',
  model: 'iPhone 13 128GB',
  sales: 6,
  medianCents: 41_000,
  windowDays: 90,
  minSales: 5,
  from: '2025-12-31',
  to: '2026-03-31',
  conditions: [
    { condition: 'Excellent', sales: 1, medianCents: null },
    { condition: 'Good', sales: 5, medianCents: 40_000 },
    { condition: 'Fair', sales: 0, medianCents: null },
  ],
  weeks: [
    { week: '2026-03-16', sales: 0, medianCents: null },
    { week: '2026-03-23', sales: 2, medianCents: 40_000 },
  ],
};
const open = () =>
  renderApp(<PriceGuidePage />, {
    path: '/price-guide/iphone/iphone-13-128gb',
    route: '/price-guide/:brand/:model',
  });

test('shows the API’s medians: overall, by condition, and per week behind Show data', async () => {
  const user = userEvent.setup();
  fakeApi.use(answer('GET /price-guide/:brand/:model', GUIDE));
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128GB price guide' }),
  ).toBeInTheDocument();
  expect(document.querySelector('[data-median]')).toHaveTextContent('$410.00');
  const byCondition = screen.getByRole('table', { name: 'By condition' });
  const rows = within(byCondition).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    'Excellent1Too few sales',
    'Good5$400.00',
    'Fair0Too few sales',
  ]);
  await user.click(screen.getByText('Show data'));
  const weeks = within(screen.getByRole('region', { name: 'Median price per week: data' }));
  expect(weeks.getAllByRole('row').map((r) => r.textContent)).toEqual([
    'Week ofMedian price',
    'Mar 16, 2026No sales',
    'Mar 23, 2026$400.00',
  ]);
  expect(screen.getByRole('link', { name: 'iPhone 13 128GB phones for sale' })).toHaveAttribute(
    'href',
    '/search?q=iPhone+13+128GB',
  );
});

test('a model with too few sales has no guide', async () => {
  fakeApi.use(answer('GET /price-guide/:brand/:model', refusal(404, 'No price guide')));
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No price guide yet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the models with a guide' })).toHaveAttribute(
    'href',
    '/price-guide',
  );
});

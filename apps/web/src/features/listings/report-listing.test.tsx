import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, refusal, type Reply } from '../../test/fake-api.ts';
import type { AnswerOf } from '../../test/endpoints.ts';
import { aProduct } from '../../test/fixtures.ts';
import { openOnCategoryPage } from '../../test/pages.tsx';
import { ProductCard } from './product-card.tsx';
import { useReportListing } from './report-listing.tsx';

const product = aProduct({ productName: 'Pixel 7' });

/** A category page in miniature: one card wired to Report. */
function CardWithReport() {
  const { onReport, reportDialog, reportedIds } = useReportListing();
  return (
    <>
      <ProductCard product={product} onReport={onReport} reportedIds={reportedIds} />
      {reportDialog}
    </>
  );
}

type ReportReply = AnswerOf<'PUT /addproduct/report/:id'> | Reply;

/** A category page with the card, for a buyer (or nobody) signed in; reports answered so. */
function visit(as: 'buyer' | null, report: ReportReply) {
  fakeApi.use(answer('PUT /addproduct/report/:id', report));
  openOnCategoryPage(<CardWithReport />, as);
  return fakeApi.sent();
}

const reported = (alreadyReported: boolean): ReportReply => ({
  acknowledged: true,
  modifiedCount: alreadyReported ? 0 : 1,
  alreadyReported,
});

describe('useReportListing', () => {
  test('a signed-out visitor goes to /singin, to come back to the page afterwards', async () => {
    const calls = visit(null, reported(false));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Sign-in page, back to /categories/iphone')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/addproduct/report/'))).toBe(false);
  });

  test('a signed-in person picks a reason, confirms, and is thanked', async () => {
    const user = userEvent.setup();
    const calls = visit('buyer', reported(false));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });
    await user.selectOptions(
      within(dialog).getByLabelText('Reason (optional)'),
      'It may be stolen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Thanks, Pixel 7 is reported')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/addproduct/report/${product._id}`,
      body: { reason: 'stolen' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('the reason is optional, and a second report says it was already made', async () => {
    const user = userEvent.setup();
    const calls = visit('buyer', reported(true));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('You already reported Pixel 7')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: undefined });
  });

  test('Cancel closes the dialog and reports nothing', async () => {
    const user = userEvent.setup();
    const calls = visit('buyer', reported(false));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  test('a failure says why and keeps the dialog for another try', async () => {
    const user = userEvent.setup();
    visit('buyer', refusal(503, 'The service is temporarily unavailable.'));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });

    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Pixel 7' })).toBeInTheDocument();
  });

  test('after reporting, Report says Reported and is not offered again', async () => {
    const user = userEvent.setup();
    visit('buyer', reported(false));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  test('a phone reported earlier says Reported after a reload (from the server)', async () => {
    fakeApi.use(answer('GET /reports/mine', { ids: [product._id] }));
    visit('buyer', reported(false));

    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
  });
});

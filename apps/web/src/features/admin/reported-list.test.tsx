import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { fakeAdmin } from '../../test/fakes/admin.ts';
import { aReportedProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ReportedList } from './reported-list.tsx';
import { tallyReasons } from './report-reasons.ts';

const URL = '/deshboard/reported-products';
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Reported products', () => {
  test('shows the spec heading and columns, with how often and why each was reported', async () => {
    fakeAdmin({
      reported: [
        aReportedProduct({
          productName: 'Fake iPhone 15',
          reportCount: 3,
          reasons: ['counterfeit', 'scam', 'counterfeit'],
        }),
        aReportedProduct({ productName: 'Mi 13', reportCount: 1, reasons: ['unspecified'] }),
      ],
    });
    renderApp(<ReportedList />, { path: URL });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'There are 2 reported products' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'No',
      'Photo',
      'Product Name',
      'Reports',
      'Dismiss',
      'Delete',
    ]);
    const fake = row('Fake iPhone 15');
    expect(fake).toHaveTextContent('3 reports');
    expect(
      within(within(fake).getByRole('list', { name: 'Reasons for Fake iPhone 15' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Counterfeit ×2', 'Scam']);
    expect(row('Mi 13')).toHaveTextContent('1 report');
    expect(row('Mi 13')).toHaveTextContent('No reason given');
  });

  test('Delete asks first, naming the listing and its reports; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const fake = aReportedProduct({
      productName: 'Fake iPhone 15',
      sellerName: 'Sam Rahman',
      reportCount: 3,
      reasons: ['counterfeit', 'scam', 'counterfeit'],
    });
    fakeAdmin({ reported: [fake, aReportedProduct({ productName: 'Mi 13' })] });
    renderApp(<ReportedList />, { path: URL });
    const deleteFake = async () =>
      user.click(
        within(await screen.findByRole('row', { name: /Fake iPhone 15/ })).getByRole('button', {
          name: /Delete/,
        }),
      );

    await deleteFake();
    const dialog = screen.getByRole('dialog', { name: 'Delete this reported listing?' });
    expect(dialog).toHaveTextContent(
      'Fake iPhone 15 by Sam Rahman was reported 3 times: Counterfeit ×2, Scam.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fakeApi.sent().some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeApi.sent().some((r) => r.method === 'DELETE')).toBe(false);
    expect(row('Fake iPhone 15')).toBeInTheDocument();

    await deleteFake();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Fake iPhone 15 deleted successfully')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'DELETE',
      url: `/api/reportedproduct/${fake._id}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'There are 1 reported products' }),
    ).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('row', { name: /Fake iPhone 15/ })).toBeNull();
  });

  test('a listing reported once with no reason says so in the dialog', async () => {
    const user = userEvent.setup();
    fakeAdmin({
      reported: [
        aReportedProduct({
          productName: 'Mi 13',
          sellerName: 'Leo Das',
          reportCount: 1,
          reasons: ['unspecified'],
        }),
      ],
    });
    renderApp(<ReportedList />, { path: URL });
    await user.click(
      within(await screen.findByRole('row', { name: /Mi 13/ })).getByRole('button', {
        name: /Delete/,
      }),
    );

    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Mi 13 by Leo Das was reported once: No reason given.',
    );
  });

  test('Dismiss reports keeps the listing and says so', async () => {
    const user = userEvent.setup();
    const mi = aReportedProduct({ productName: 'Mi 13' });
    fakeAdmin({ reported: [mi] });
    renderApp(<ReportedList />, { path: URL });

    await user.click(
      within(await screen.findByRole('row', { name: /Mi 13/ })).getByRole('button', {
        name: /Dismiss reports/,
      }),
    );

    expect(
      await screen.findByText('Reports on Mi 13 dismissed; it stays listed'),
    ).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'DELETE',
      url: `/api/reportedproduct/${mi._id}/reports`,
    });
    expect(
      await screen.findByRole('heading', { name: 'There are 0 reported products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing is reported right now.')).toBeInTheDocument();
  });

  test('a listing already gone shows the server’s reason', async () => {
    const user = userEvent.setup();
    fakeAdmin({ reported: [aReportedProduct({ productName: 'Mi 13' })] });
    renderApp(<ReportedList />, { path: URL });
    const button = within(await screen.findByRole('row', { name: /Mi 13/ })).getByRole('button', {
      name: /Delete/,
    });

    await user.click(button);
    fakeApi.failNext(404, 'This phone is no longer listed.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('This phone is no longer listed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toBeEnabled();
  });

  test('the search asks the server by product name', async () => {
    fakeAdmin({
      reported: [aReportedProduct({ productName: 'Fake iPhone 15' }), aReportedProduct()],
    });
    renderApp(<ReportedList />, { path: `${URL}?q=iphone` });

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'There are 2 reported products' }),
    ).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'GET',
      url: '/api/reported/product?limit=50&offset=0&q=iphone',
    });
  });
});

describe('tallyReasons', () => {
  test('counts each reason once, most frequent first, in words an admin reads', () => {
    expect(tallyReasons(['stolen', 'wrong-condition', 'stolen', 'unspecified'])).toEqual([
      { label: 'Stolen', count: 2 },
      { label: 'No reason given', count: 1 },
      { label: 'Wrong condition', count: 1 },
    ]);
    expect(tallyReasons(['something-new'])).toEqual([{ label: 'something-new', count: 1 }]);
  });
});

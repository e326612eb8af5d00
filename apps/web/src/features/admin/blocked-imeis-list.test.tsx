import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { BlockedImei } from '@resale-zone/contract/imei';
import { answer, fakeApi, refusal, withHeaders } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { BlockedImeisList } from './blocked-imeis-list.tsx';

const anEntry = (imei: string, overrides: Partial<BlockedImei> = {}): BlockedImei => ({
  _id: `entry-${imei}`,
  imei,
  reason: 'stolen',
  note: null,
  source: 'owner',
  blockedBy: 'Bianca Buyer',
  createdAt: '2026-03-04T15:00:00.000Z',
  ...overrides,
});

/** The blocklist endpoints over a list, as the server keeps it. */
function fakeBlocklist(entries: BlockedImei[]) {
  fakeApi.use(
    answer('GET /admin/blocked-imeis', () =>
      withHeaders('GET /admin/blocked-imeis', entries, { 'x-total-count': String(entries.length) }),
    ),
    answer('POST /admin/blocked-imeis', ({ body }) => {
      const { imei, reason } = body as { imei: string; reason: BlockedImei['reason'] };
      if (entries.some((e) => e.imei === imei)) {
        return refusal(409, 'This IMEI is already on the blocklist.');
      }
      entries.unshift(anEntry(imei, { reason, source: 'admin', blockedBy: 'Ada Admin' }));
      return { acknowledged: true, insertedId: `entry-${imei}` };
    }),
    answer('DELETE /admin/blocked-imeis/:id', ({ params }) => {
      entries.splice(
        entries.findIndex((e) => e._id === params.id),
        1,
      );
      return { acknowledged: true, deletedCount: 1 };
    }),
  );
  return fakeApi.sent();
}

describe('Blocked IMEIs', () => {
  test('reads as the Brands page does: the heading first, then the form, then the table', async () => {
    fakeBlocklist([anEntry('352992094817360')]);
    renderApp(<BlockedImeisList />, { path: '/deshboard/blocked-imeis' });
    const table = await screen.findByRole('table', { name: 'Blocked IMEIs' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Blocked IMEIs' });
    const form = screen.getByRole('form', { name: 'Block an IMEI' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(heading, form)).toBe(true);
    expect(follows(form, table)).toBe(true);
  });

  test('lists the blocklist; an admin blocks an IMEI and unblocks one after confirming', async () => {
    const user = userEvent.setup();
    const sent = fakeBlocklist([anEntry('352992094817360', { note: 'Taken on the bus' })]);
    renderApp(<BlockedImeisList />, { path: '/deshboard/blocked-imeis' });

    const row = await screen.findByRole('row', { name: /352992094817360/ });
    expect(row).toHaveTextContent('Stolen');
    expect(row).toHaveTextContent('Bianca Buyer (owner)');
    expect(row).toHaveTextContent('Taken on the bus');

    // The form checks the check digit before anything is sent.
    const form = screen.getByRole('form', { name: 'Block an IMEI' });
    await user.type(within(form).getByLabelText('IMEI'), '490154203237519');
    await user.click(within(form).getByRole('button', { name: 'Block IMEI' }));
    expect(await within(form).findByText(/its last digit does not match/)).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('IMEI'));
    await user.type(within(form).getByLabelText('IMEI'), '490154203237518');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'fraud');
    await user.click(within(form).getByRole('button', { name: 'Block IMEI' }));
    expect(await screen.findByRole('row', { name: /490154203237518/ })).toHaveTextContent('Fraud');
    expect(sent.find((c) => c.method === 'POST')?.body).toEqual({
      imei: '490154203237518',
      reason: 'fraud',
    });

    await user.click(screen.getByRole('button', { name: 'Unblock 352992094817360' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /352992094817360/ })).not.toBeInTheDocument(),
    );
  });

  test('an IMEI already blocked: the server’s reason is shown', async () => {
    const user = userEvent.setup();
    fakeBlocklist([anEntry('490154203237518')]);
    renderApp(<BlockedImeisList />, { path: '/deshboard/blocked-imeis' });
    const form = screen.getByRole('form', { name: 'Block an IMEI' });
    await user.type(within(form).getByLabelText('IMEI'), '490154203237518');
    await user.click(within(form).getByRole('button', { name: 'Block IMEI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This IMEI is already on the blocklist.',
    );
  });
});

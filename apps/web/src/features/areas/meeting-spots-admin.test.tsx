import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { MeetingSpot, MeetingSpotBody } from '@resale-zone/contract/areas';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { TEST_AREAS, TEST_SPOTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MeetingSpotsAdmin } from './meeting-spots-admin.tsx';

/** The spot endpoints over a list, as the server keeps it. */
function fakeSpots() {
  const spots: MeetingSpot[] = TEST_SPOTS.map((s) => ({ ...s }));
  const toSpot = (id: string, body: MeetingSpotBody): MeetingSpot => {
    const area = TEST_AREAS.find((a) => a.id === body.areaId)!;
    return { id, ...body, area: { id: area.id, city: area.city, name: area.name } };
  };
  fakeApi.use(
    answer('GET /meeting-spots', () => spots),
    answer('POST /admin/meeting-spots', ({ body }) => {
      const spot = toSpot(`spot-${spots.length + 1}`, body as MeetingSpotBody);
      spots.push(spot);
      return spot;
    }),
    answer('PUT /admin/meeting-spots/:id', ({ params, body }) => {
      const i = spots.findIndex((s) => s.id === params.id);
      spots[i] = toSpot(params.id!, body as MeetingSpotBody);
      return spots[i];
    }),
    answer('DELETE /admin/meeting-spots/:id', ({ params }) => {
      spots.splice(
        spots.findIndex((s) => s.id === params.id),
        1,
      );
      return { acknowledged: true, deletedCount: 1 };
    }),
  );
}

const table = () => screen.getByRole('table', { name: 'Meeting spots' });

/** The page with its spots, and its "Add a meeting spot" dialog open. */
async function openAddSpot() {
  fakeSpots();
  const user = userEvent.setup();
  renderApp(<MeetingSpotsAdmin />);
  await screen.findByRole('rowheader', { name: 'Gulshan Police Station' });
  await user.click(screen.getByRole('button', { name: 'Add a meeting spot' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a meeting spot' });
  return { user, dialog };
}

describe('MeetingSpotsAdmin', () => {
  test('an admin adds a spot in an area: it joins the table with its area and hours', async () => {
    const { user, dialog } = await openAddSpot();
    await user.type(within(dialog).getByLabelText('Name'), 'Agrabad Police Station');
    await user.selectOptions(within(dialog).getByLabelText('Area'), 'Agrabad, Chattogram');
    await user.type(within(dialog).getByLabelText('Address'), 'Sheikh Mujib Road');
    await user.type(within(dialog).getByLabelText(/^Opening hours/), 'Open 24 hours');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Lobby');
    await user.click(within(dialog).getByRole('button', { name: 'Add spot' }));
    const row = (
      await within(table()).findByRole('rowheader', { name: 'Agrabad Police Station' })
    ).closest('tr')!;
    expect(row).toHaveTextContent('Agrabad, Chattogram');
    expect(row).toHaveTextContent('Open 24 hours');
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Agrabad Police Station',
      areaId: 'area-agrabad',
      address: 'Sheikh Mujib Road',
      openingHours: 'Open 24 hours',
      note: 'Lobby',
    });
  });

  test('a spot without an area or hours is refused on the form; the server’s refusal shows under its field', async () => {
    const { user, dialog } = await openAddSpot();
    await user.type(within(dialog).getByLabelText('Name'), 'Somewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Add spot' }));
    expect(await within(dialog).findByText('Area is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Opening hours is required')).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);

    fakeApi.use(
      answer(
        'POST /admin/meeting-spots',
        refusal(
          400,
          'areaId: Dhanmondi, Dhaka is no longer offered; choose another area',
          'areaId',
        ),
      ),
    );
    await user.selectOptions(within(dialog).getByLabelText('Area'), 'Dhanmondi, Dhaka');
    await user.type(within(dialog).getByLabelText('Address'), 'Road 2');
    await user.type(within(dialog).getByLabelText(/^Opening hours/), 'Daily');
    await user.click(within(dialog).getByRole('button', { name: 'Add spot' }));
    expect(await within(dialog).findByText(/is no longer offered/)).toBeInTheDocument();
  });

  test('an admin edits a spot and removes another', async () => {
    fakeSpots();
    const user = userEvent.setup();
    renderApp(<MeetingSpotsAdmin />);
    await screen.findByRole('rowheader', { name: 'Gulshan Police Station' });
    await user.click(screen.getByRole('button', { name: /^Edit\s*Gulshan Police Station$/ }));
    const dialog = screen.getByRole('dialog', { name: /^Edit\s*Gulshan Police Station$/ });
    expect(within(dialog).getByLabelText('Area')).toHaveValue('area-gulshan');
    await user.clear(within(dialog).getByLabelText(/^Opening hours/));
    await user.type(within(dialog).getByLabelText(/^Opening hours/), 'Daily 8:00–20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table()).findByText('Daily 8:00–20:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Remove\s*Rabindra Sarobar$/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Are you sure you want to delete?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() =>
      expect(
        within(table()).queryByRole('rowheader', { name: 'Rabindra Sarobar' }),
      ).not.toBeInTheDocument(),
    );
  });
});

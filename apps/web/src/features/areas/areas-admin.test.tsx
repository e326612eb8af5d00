import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Area } from '@resale-zone/contract/areas';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { TEST_AREAS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AreasAdmin } from './areas-admin.tsx';

/** The admin area endpoints over a list, as the server keeps it (Gulshan is in use). */
function fakeAreas() {
  const areas: Area[] = TEST_AREAS.map((a) => ({ ...a }));
  fakeApi.use(
    answer('GET /admin/areas', () => areas),
    answer('POST /admin/areas', ({ body }) => {
      const { city, name } = body as { city: string; name: string };
      if (areas.some((a) => a.name === name))
        return refusal(409, `${city} has an area called ${name} already.`);
      const area = { id: `area-${name}`, city, name, retiredAt: null };
      areas.push(area);
      return area;
    }),
    answer('DELETE /admin/areas/:id', ({ params }) => {
      const area = areas.find((a) => a.id === params.id)!;
      if (area.id !== 'area-gulshan') {
        areas.splice(areas.indexOf(area), 1);
        return { outcome: 'deleted' as const };
      }
      area.retiredAt = '2026-11-29T10:00:00.000Z';
      return { outcome: 'retired' as const };
    }),
  );
}

const table = () => screen.getByRole('table', { name: 'Areas' });
const addForm = () => within(screen.getByRole('form', { name: 'Add an area' }));

describe('AreasAdmin', () => {
  test('an admin adds an area: it joins the table, offered', async () => {
    fakeAreas();
    const user = userEvent.setup();
    renderApp(<AreasAdmin />);
    expect(await screen.findByRole('rowheader', { name: 'Dhanmondi' })).toBeInTheDocument();
    await user.type(addForm().getByLabelText('City'), 'Sylhet');
    await user.type(addForm().getByLabelText('Area'), 'Zindabazar');
    await user.click(screen.getByRole('button', { name: 'Add area' }));
    const row = (await within(table()).findByRole('rowheader', { name: 'Zindabazar' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Offered')).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      city: 'Sylhet',
      name: 'Zindabazar',
    });
  });

  test('a blank area is refused on the form, and nothing is sent', async () => {
    fakeAreas();
    const user = userEvent.setup();
    renderApp(<AreasAdmin />);
    await screen.findByRole('rowheader', { name: 'Dhanmondi' });
    await user.type(addForm().getByLabelText('City'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Add area' }));
    expect(await screen.findByText('Area is required')).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('removing an area in use retires it (the table says so); an unused one goes', async () => {
    fakeAreas();
    const user = userEvent.setup();
    renderApp(<AreasAdmin />);
    await screen.findByRole('rowheader', { name: 'Gulshan' });
    await user.click(screen.getByRole('button', { name: /^Remove\s*Gulshan$/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Gulshan?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const row = (await within(table()).findByText('Retired')).closest('tr')!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Gulshan');
    expect(
      within(row).getByRole('button', { name: /^Offer again\s*Gulshan$/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Remove\s*Agrabad$/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Agrabad?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(within(table()).queryByRole('rowheader', { name: 'Agrabad' })).not.toBeInTheDocument(),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { StolenPhoneForm } from './stolen-phone-form.tsx';

const submit = () => screen.getByRole('button', { name: 'Report stolen' });

describe('Report a stolen phone', () => {
  test('an IMEI that is not 15 digits is refused on the form; a valid one is reported', async () => {
    const user = userEvent.setup();
    fakeApi.use(answer('POST /stolen-phones', { acknowledged: true, outcome: 'blocked' }));
    const sent = fakeApi.sent();
    renderApp(<StolenPhoneForm />);
    const imei = screen.getByLabelText('IMEI of the stolen phone');

    await user.type(imei, '49015420323751');
    await user.click(submit());
    await waitFor(() =>
      expect(imei).toHaveAccessibleDescription(expect.stringContaining('exactly 15 digits')),
    );
    expect(sent).toHaveLength(0);

    await user.type(imei, '8');
    await user.type(screen.getByLabelText('Note (optional)'), 'Taken on the bus');
    await user.click(submit());
    expect(await screen.findByText(/This IMEI is blocked/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/stolen-phones',
        body: { imei: '490154203237518', note: 'Taken on the bus' },
      },
    ]);
    await waitFor(() => expect(imei).toHaveValue(''));
  });

  test('typed with spaces and dashes, the IMEI is sent as its 15 digits; without proof, the report goes to an admin', async () => {
    const user = userEvent.setup();
    fakeApi.use(answer('POST /stolen-phones', { acknowledged: true, outcome: 'sent-to-admins' }));
    const sent = fakeApi.sent();
    renderApp(<StolenPhoneForm />);
    await user.type(screen.getByLabelText('IMEI of the stolen phone'), '49-015420 323751-8');
    await user.click(submit());
    expect(await screen.findByText(/an admin checks the report/)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', url: '/api/stolen-phones', body: { imei: '490154203237518' } },
    ]);
  });
});

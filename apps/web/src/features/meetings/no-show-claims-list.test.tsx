import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, answerInTurn, fakeApi } from '../../test/fake-api.ts';
import { aNoShowClaim } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NoShowClaimsList } from './no-show-claims-list.tsx';

describe('No-show claims (admin)', () => {
  test('shows both sides’ words; Settle upholds with a note and the claim leaves the list', async () => {
    const user = userEvent.setup();
    const contested = aNoShowClaim({ state: 'contested', answer: 'I was there at ten' });
    fakeApi.use(
      answerInTurn('GET /admin/no-show-claims', [contested], []),
      answer('POST /admin/no-show-claims/:id/decide', {
        ...contested,
        state: 'upheld',
        decisionNote: 'The chat shows nobody came',
      }),
    );
    renderApp(<NoShowClaimsList />);
    const row = (await screen.findByRole('rowheader', { name: 'iPhone 13' })).closest('tr')!;
    expect(row).toHaveTextContent('“I waited an hour at the circle.”');
    expect(row).toHaveTextContent('“I was there at ten”');
    await user.click(within(row).getByRole('button', { name: 'Settle the claim on iPhone 13' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle: iPhone 13' });
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(
      await within(dialog).findByText('Write a note both sides will read'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Note to the buyer and the seller'),
      'The chat shows nobody came',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('No claims to settle.')).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      outcome: 'uphold',
      note: 'The chat shows nobody came',
    });
  });
});

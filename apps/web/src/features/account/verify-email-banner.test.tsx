import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, answerInTurn, fakeApi, refusal, TEST_USER } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

describe('Unverified banner', () => {
  test('a verified account sees none', async () => {
    renderApp(
      <>
        <VerifyEmailBanner />
        <p>page</p>
      </>,
      { as: 'buyer' },
    );
    // The session has arrived once the menu-less page knows who is signed in.
    await expect.poll(() => fakeApi.sent().some((s) => s.url === '/api/auth/session')).toBe(true);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText(/verify your email/i)).not.toBeInTheDocument();
  });

  test('Resend sends a new link and says so; past the limit, it says when to try again', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn(
        'POST /auth/verify-email/resend',
        { sent: true },
        refusal(429, 'We have sent you several links already. Try again in an hour.'),
      ),
    );
    renderApp(<VerifyEmailBanner />, { as: 'buyer', user: { emailVerified: false } });

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      `Please verify your email address. We sent a link to ${TEST_USER.email}`,
    );
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(`We sent a new link to ${TEST_USER.email}. It works for 24 hours.`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(
        'No new link sent: We have sent you several links already. Try again in an hour.',
      ),
    ).toBeInTheDocument();
  });

  test('verified meanwhile (on another device): it says so, and the banner goes', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('POST /auth/verify-email/resend', () => {
        fakeApi.signIn('buyer', { emailVerified: true });
        return refusal(409, 'Your email address is already verified.');
      }),
    );
    renderApp(<VerifyEmailBanner />, { as: 'buyer', user: { emailVerified: false } });

    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Your email address is already verified.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});

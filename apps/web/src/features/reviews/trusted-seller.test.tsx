import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ProfileHeader, reliability } from './profile-header.tsx';
import { TrustedSeller } from './trusted-seller.tsx';

describe('The Trusted seller page', () => {
  test('states the thresholds the server is configured with', async () => {
    fakeApi.use(
      answer('GET /trust/settings', {
        minSales: 3,
        minPositivePercent: 80,
        minAccountDays: 30,
        disputeFreeDays: 60,
      }),
    );
    renderApp(<TrustedSeller />);
    expect(await screen.findByText(/At least 3 completed sales/)).toBeInTheDocument();
    expect(screen.getByText(/80% or more of them 4 or 5 stars/)).toBeInTheDocument();
    expect(screen.getByText('An account at least 30 days old.')).toBeInTheDocument();
    expect(screen.getByText(/in the last 60 days/)).toBeInTheDocument();
  });
});

describe('Missed meetings on a profile', () => {
  test('only settled no-shows count, named per side; an expired hold is not mentioned', () => {
    expect(reliability({ holds: 0, noShows: { asBuyer: 0, asSeller: 0 } })).toBe(
      'No paid bookings yet',
    );
    expect(reliability({ holds: 4, noShows: { asBuyer: 0, asSeller: 0 } })).toBe(
      'No missed meetings in 4 paid bookings',
    );
    expect(reliability({ holds: 14, noShows: { asBuyer: 1, asSeller: 2 } })).toBe(
      'Missed 3 meetings (1 as a buyer, 2 as a seller) in 14 paid bookings',
    );
  });

  test('the badge on a profile leads to its page', () => {
    renderApp(
      <ProfileHeader
        profile={{
          _id: 'u1',
          name: 'Sam Rahman',
          photo: null,
          bio: null,
          location: null,
          memberSince: '2025-01-01T00:00:00.000Z',
          emailVerified: true,
          salesCompleted: 12,
          purchasesCompleted: 0,
          rating: { average: 4.9, count: 12, trusted: true, distribution: [0, 0, 0, 1, 11] },
          reliability: { holds: 12, noShows: { asBuyer: 0, asSeller: 0 } },
          response: { answered: 0, medianMinutes: null },
          listings: [],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Trusted seller' })).toHaveAttribute(
      'href',
      '/trusted-seller',
    );
    expect(screen.getByText('No missed meetings in 12 paid bookings')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Profile } from '@resale-zone/contract/reviews';
import { ProfileHeader } from './profile-header.tsx';

const PROFILE: Profile = {
  _id: 'u-7',
  name: 'Rina Akter',
  photo: null,
  bio: null,
  location: null,
  memberSince: '2025-06-15T10:00:00.000Z',
  emailVerified: true,
  salesCompleted: 3,
  purchasesCompleted: 1,
  rating: { average: null, count: 0, trusted: false, distribution: [0, 0, 0, 0, 0] },
  reliability: { holds: 0, expired: 0 },
  response: { answered: 0, medianMinutes: null },
  listings: [],
};

describe('ProfileHeader', () => {
  test('shows the member’s own bio and place, line breaks kept', () => {
    const bio = 'I sell the phones my family outgrows.\nMeet me near the station.';
    render(<ProfileHeader profile={{ ...PROFILE, bio, location: 'Dhaka, Mirpur' }} />);
    const shown = screen.getByText(/I sell the phones my family outgrows\./);
    expect(shown.textContent).toBe(bio);
    expect(shown).toHaveClass('whitespace-pre-line');
    expect(screen.getByText('Dhaka, Mirpur')).toBeInTheDocument();
  });

  test('without a bio nothing is made up in its place', () => {
    const { container } = render(<ProfileHeader profile={PROFILE} />);
    const section = container.querySelector('section')!;
    // Only the name, the member facts and the record: no paragraph of prose about the member.
    expect(section.querySelectorAll(':scope > p')).toHaveLength(0);
    expect(screen.queryByText(/Dhaka/)).not.toBeInTheDocument();
  });
});

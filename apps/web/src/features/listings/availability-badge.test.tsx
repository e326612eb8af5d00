import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AvailabilityBadge } from './availability-badge.tsx';

describe('AvailabilityBadge', () => {
  test('says Available, Reserved (payment held) or Sold (handed over)', () => {
    render(
      <>
        <AvailabilityBadge availability="available" />
        <AvailabilityBadge availability="reserved" />
        <AvailabilityBadge availability="sold" />
      </>,
    );
    expect(screen.getByText('Available')).toHaveAttribute('data-availability', 'available');
    expect(screen.getByText('Reserved')).toHaveAttribute('data-availability', 'reserved');
    expect(screen.getByText('Sold')).toHaveAttribute('data-availability', 'sold');
  });

  test('a page with its own words for a phone on sale keeps them; reserved and sold do not change', () => {
    const { rerender } = render(
      <AvailabilityBadge availability="available" availableText="Sales" />,
    );
    expect(screen.getByText('Sales')).toBeInTheDocument();
    rerender(<AvailabilityBadge availability="reserved" availableText="Sales" />);
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByText('Sales')).not.toBeInTheDocument();
  });
});

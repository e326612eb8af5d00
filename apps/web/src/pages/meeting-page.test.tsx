import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, refusal } from '../test/fake-api.ts';
import { aBookingToPay, aMeeting } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import MeetingPage from './meeting-page.tsx';

const openMeeting = () =>
  renderApp(<MeetingPage />, {
    path: '/deshboard/meeting/booking-1',
    route: '/deshboard/meeting/:id',
  });

describe('Meeting page', () => {
  test('the page is headed by the phone, the card below by "Meeting time" (once)', async () => {
    fakeApi.use(
      answer('GET /bookings/:id', aBookingToPay()),
      answer('GET /bookings/:id/meeting', aMeeting()),
    );
    openMeeting();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meeting for iPhone 13' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { name: 'Meeting time' })).toHaveLength(1);
    expect(document.title).toBe('Meeting for iPhone 13 - Resale Zone');
  });

  test('a booking that is not the visitor’s is said without a "Try again" that cannot help', async () => {
    fakeApi.use(
      answer('GET /bookings/:id', refusal(404, 'This booking does not exist.')),
      answer('GET /bookings/:id/meeting', refusal(404, 'This booking does not exist.')),
    );
    openMeeting();
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking does not exist.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('a failure that may pass (a server error) keeps "Try again"', async () => {
    fakeApi.use(
      answer('GET /bookings/:id', refusal(500, 'Something went wrong.')),
      answer('GET /bookings/:id/meeting', refusal(500, 'Something went wrong.')),
    );
    openMeeting();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

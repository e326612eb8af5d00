import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, later } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { LiveUpdates } from './live-updates.tsx';

// A notification is the trace of a sale's move (booked, paid, handed over, released): the
// bookings on screen and the conversation's booking events are fetched again with the bell.

let fetches = 0;
function Counter() {
  const { data } = useQuery({
    queryKey: ['bookings', 'mine', 'probe'],
    queryFn: () => ++fetches,
  });
  return <p>bookings fetched {data ?? 0} times</p>;
}

test('a notification event refetches the bookings shown on the page', async () => {
  // The stream stays open and silent until the test speaks on it.
  const stream = later<ReadableStreamDefaultController<Uint8Array>>();
  fakeApi.use(
    http.get('/api/live', () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => stream.resolve(controller),
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  renderApp(
    <>
      <LiveUpdates />
      <Counter />
    </>,
    { as: 'buyer' },
  );
  await screen.findByText('bookings fetched 1 times');
  // The event arrives while the list is on screen, once the stream is open.
  const frame = 'id: 9\nevent: notification\ndata: {"refId":"n-1"}\n\n';
  (await stream.promise).enqueue(new TextEncoder().encode(frame));
  await waitFor(() => expect(screen.getByText('bookings fetched 2 times')).toBeInTheDocument());
});

import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configureApiAuth } from '../../lib/api-client.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { openLiveConnection } from './live-connection.ts';

// The browser's side of the live channel against a faked `GET /api/live` stream.

afterEach(() => configureApiAuth(null));

/** A stream that sends these SSE frames, then stays open. */
function stream(frames: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const f of frames) controller.enqueue(new TextEncoder().encode(f));
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

describe('openLiveConnection', () => {
  test('opens with the bearer token and reports each event, and `ready` as a resync', async () => {
    const seen: (string | null)[] = [];
    fakeApi.use(
      http.get('/api/live', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return stream([
          'id: 7\nevent: ready\ndata: {}\n\n',
          'id: 8\nevent: message\ndata: {"refId":"m-1"}\n\n',
          'id: 9\nevent: notification\ndata: {"refId":"n-1"}\n\n',
        ]);
      }),
    );
    configureApiAuth({ getToken: () => 'tok-1', renewToken: async () => 'tok-2' });
    const onEvent = vi.fn();
    const onResync = vi.fn();
    const connection = openLiveConnection({ onEvent, onResync });
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    connection.close();
    expect(seen).toEqual(['Bearer tok-1']);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls).toEqual([
      ['message', 'm-1'],
      ['notification', 'n-1'],
    ]);
  });

  test('an expired token is renewed once and the stream opens with the new one', async () => {
    const seen: (string | null)[] = [];
    fakeApi.use(
      http.get('/api/live', ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        if (authorization !== 'Bearer tok-2') return new HttpResponse(null, { status: 401 });
        return stream(['id: 1\nevent: ready\ndata: {}\n\n']);
      }),
    );
    configureApiAuth({ getToken: () => 'tok-1', renewToken: async () => 'tok-2' });
    const onResync = vi.fn();
    const connection = openLiveConnection({ onEvent: vi.fn(), onResync });
    await vi.waitFor(() => expect(onResync).toHaveBeenCalled());
    connection.close();
    expect(seen).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });
});

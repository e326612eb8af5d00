import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, later } from '../test/fake-api.ts';
import { ApiError, apiRequest, lazyContract } from './api-client.ts';

// The client works with any schema: these tests answer made-up paths with raw msw handlers.
const Ok = z.object({ ok: z.boolean() });
const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status });
const serve = (answer: () => Response | Promise<Response>) =>
  fakeApi.use(http.get('/api/:any', answer));

/** A server whose answer arrives only when `answer` is called. */
function pendingFetch() {
  const held = later<Response>();
  serve(() => held.promise);
  return { answer: (res: Response) => held.resolve(res) };
}

describe('answers checked with a schema that loads on demand', () => {
  test('the schema starts loading with the request, and the answer is parsed by it', async () => {
    const { answer } = pendingFetch();
    const load = vi.fn(async () => ({ Ok }));
    const request = apiRequest('/thing', lazyContract(load)('Ok'));
    // Asked for before the server answered: the two downloads overlap.
    expect(load).toHaveBeenCalledTimes(1);
    answer(json(200, { ok: true }));
    await expect(request).resolves.toEqual({ ok: true });
  });

  test('an answer that drifted from the contract is refused, as with a schema given directly', async () => {
    const { answer } = pendingFetch();
    const request = apiRequest('/thing', lazyContract(async () => ({ Ok }))('Ok'));
    answer(json(200, { ok: 'yes' }));
    await expect(request).rejects.toBeInstanceOf(z.ZodError);
  });

  test('the module is loaded once for every schema asked of it', async () => {
    serve(() => json(200, { ok: true }));
    const load = vi.fn(async () => ({ Ok, Other: Ok }));
    const contract = lazyContract(load);
    await apiRequest('/a', contract('Ok'));
    await apiRequest('/b', contract('Other'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a schema that fails to load fails the request, and the next request tries again', async () => {
    serve(() => json(200, { ok: true }));
    const load = vi
      .fn<() => Promise<{ Ok: typeof Ok }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Ok });
    const ok = lazyContract(load)('Ok');
    await expect(apiRequest('/thing', ok)).rejects.toThrow('Failed to fetch');
    await expect(apiRequest('/thing', ok)).resolves.toEqual({ ok: true });
  });

  test("error answers still carry the server's message and field", async () => {
    serve(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Name is required',
        field: 'name',
      }),
    );
    const err = await apiRequest('/thing', Ok).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Name is required', field: 'name' });
  });
});

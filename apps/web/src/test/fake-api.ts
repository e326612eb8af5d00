import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { ErrorAnswer } from '@resale-zone/contract/common';
import type { AccountType, AuthUser } from '@resale-zone/contract/users';
import { endpoints, type AnswerOf, type Endpoint } from './endpoints.ts';
import { spotsFirstIn, TEST_AREAS, TEST_BRANDS } from './fixtures.ts';

/** One request the app sent, as the server saw it. */
export interface Sent {
  method: string;
  /** Path and query as sent, e.g. `/api/search?q=iphone`. */
  url: string;
  /** The JSON body (or the FormData of an upload); undefined when none was sent. */
  body?: unknown;
}

/** What a handler is given: the request, its path parameters and its query. */
export interface Call {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** An answer with a status or headers; its body is still checked against the contract. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A successful answer with headers (the paging headers of the array-answered lists). */
export const withHeaders = <E extends Endpoint>(
  _endpoint: E,
  body: AnswerOf<E>,
  headers: Record<string, string>,
  status = 200,
) => new Reply(status, body, headers);

/** The API's error answer (`ErrorAnswer`), with the field it names for a 400 (and why). */
export function refusal(status: number, message: string, field?: string, reason?: string): Reply {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    429: 'Too Many Requests',
    503: 'Service Unavailable',
  };
  return new Reply(status, {
    statusCode: status,
    error: names[status] ?? 'Error',
    message,
    ...(field ? { field } : {}),
    ...(reason ? { reason } : {}),
  });
}

type Resolver<E extends Endpoint> =
  | AnswerOf<E>
  | Reply
  | ((call: Call) => AnswerOf<E> | Reply | undefined | Promise<AnswerOf<E> | Reply | undefined>);

/**
 * The calls every page makes whatever the test is about: identity, the payments' mode (the
 * footer's test-mode notice) and the unread messages' badge. `failNext` refusals and `calls()`
 * leave them out.
 */
const SITE_WIDE = new Set<Endpoint>([
  'GET /conversations/unread',
  'GET /auth/session',
  'GET /jwt',
  'GET /users/seller/:email',
  'GET /users/admin/:email',
  'GET /payments/config',
  'GET /notifications',
  'GET /reports/mine',
  'GET /brands',
  'GET /areas',
  'GET /meeting-spots',
  'GET /users/me/profile',
]);

let sent: Sent[] = [];
let failures: Reply[] = [];
let identity: AuthUser | null = null;
let role: AccountType | null = null;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

function toResponse(endpoint: Endpoint, reply: Reply): Response {
  // A 2xx must be what the contract allows the endpoint to answer; an error, an ErrorAnswer.
  const schema = reply.status < 300 ? endpoints[endpoint] : ErrorAnswer;
  const checked = schema.safeParse(reply.body);
  if (!checked.success) {
    throw new Error(
      `Fake answer of ${endpoint} (${reply.status}) breaks the contract: ${checked.error.message}`,
    );
  }
  return HttpResponse.json(reply.body as never, { status: reply.status, headers: reply.headers });
}

/**
 * A handler for one endpoint: a fixed answer, or a function of the call. Returning undefined
 * passes the request on to the next handler. Answers are checked against the contract; every
 * call is logged in `sent()`, and `failNext` refusals win over the handler.
 */
export function answer<E extends Endpoint>(endpoint: E, resolve: Resolver<E>): HttpHandler {
  const [method, path] = endpoint.split(' ') as [string, string];
  const route = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
  return route(`/api${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const record: Sent = {
      method: request.method,
      url: url.pathname + url.search,
      body: undefined,
    };
    sent.push(record);
    const body = await readBody(request);
    record.body = body;
    if (!SITE_WIDE.has(endpoint)) {
      const failure = failures.shift();
      if (failure) return toResponse(endpoint, failure);
    }
    const result =
      typeof resolve === 'function'
        ? await resolve({
            request,
            params: params as Record<string, string>,
            query: url.searchParams,
            body,
          })
        : resolve;
    if (result === undefined) {
      sent.pop();
      return undefined;
    }
    return toResponse(endpoint, result instanceof Reply ? result : new Reply(200, result));
  });
}

/** Answers successive calls of `endpoint` with `replies` in turn; the last one repeats. */
export function answerInTurn<E extends Endpoint>(
  endpoint: E,
  ...replies: (AnswerOf<E> | Reply)[]
): HttpHandler {
  let turn = 0;
  return answer(endpoint, () => replies[Math.min(turn++, replies.length - 1)]);
}

/**
 * The identity calls answer for whoever `fakeApi.signIn` chose (signed out by default); payments
 * are the built-in test mode unless a test answers otherwise.
 */
const siteWideHandlers = [
  answer('GET /payments/config', { mode: 'test' }),
  // The navbar's, footer's and forms' brands: the ten of the database's seed.
  answer('GET /brands', TEST_BRANDS),
  // The areas of every area select and filter, and the booking dialog's meeting spots.
  answer('GET /areas', TEST_AREAS),
  answer('GET /meeting-spots', ({ query }) => spotsFirstIn(query.get('area'))),
  // "Near me" asks a signed-in person's profile: no area unless a test says otherwise.
  answer('GET /users/me/profile', () => ({
    _id: identity?.uid ?? 'u1',
    name: identity?.displayName ?? 'Bianca Buyer',
    image: null,
    bio: null,
    location: null,
    areaId: null,
    phone: null,
    accountType: role ?? 'buyer',
  })),
  // The navbar's bell of a signed-in person: nothing new unless a test says otherwise.
  answer('GET /notifications', { items: [], unread: 0 }),
  answer('GET /conversations/unread', { conversations: 0, messages: 0 }),
  answer('GET /auth/session', () => ({ user: identity })),
  answer('GET /jwt', () => ({ accessToken: accessTokenFor(identity?.uid ?? '') })),
  answer('POST /auth/sign-out', () => {
    fakeApi.signIn(null);
    return { user: null };
  }),
  answer('GET /users/seller/:email', () => ({ isSeller: role === 'seller' })),
  answer('GET /users/admin/:email', () => ({ isAdmin: role === 'admin' })),
  // Cards and listing pages of a signed-in person: nothing reported unless a test says so.
  answer('GET /reports/mine', { ids: [] }),
  // Check out asks a signed-in person's bookings (to say Booked): none unless a test says so.
  answer('GET /bookings', []),
  // A booking's page shows its meeting: no time proposed unless a test says otherwise.
  answer('GET /bookings/:id/meeting', ({ params }) => ({
    bookingId: params.id!,
    side: 'buyer' as const,
    place: 'Gulshan 1 circle, Dhaka',
    areaId: null,
    at: null,
    proposedBy: null,
    confirmed: false,
    heldUntil: null,
    canPropose: true,
    canClaim: false,
    claim: null,
    canAnswer: false,
  })),
  // Every listing page counts its view after hydration.
  answer('POST /products/:id/views', { acknowledged: true }),
  // ... and asks how its price compares: too few sales unless a test says otherwise.
  answer('GET /price-guide/listing/:id', {
    verdict: null,
    basis: null,
    medianCents: null,
    sales: 0,
    guide: null,
  }),
];

export const server = setupServer(...siteWideHandlers);

/** The access token the fake gives `uid`: a JWT whose subject is the user (the page checks it). */
export const accessTokenFor = (uid: string) =>
  `h.${btoa(JSON.stringify({ sub: uid })).replace(/=+$/, '')}.sig`;

/** The signed-in test user (a buyer unless the test says otherwise). */
export const TEST_USER: AuthUser = {
  uid: 'u1',
  displayName: 'Bianca Buyer',
  email: 'bianca@resale.zone',
  photoURL: null,
  emailVerified: true,
};

/** The fake API of one test: its handlers, what the app sent, and who is signed in. */
export const fakeApi = {
  /** Adds handlers for this test; they win over earlier ones for the same request. */
  use(...handlers: HttpHandler[]) {
    server.use(...handlers);
  },
  /** Every request the app sent so far, in order. */
  sent(): Sent[] {
    return sent;
  },
  /** The requests other than the site-wide calls (session, token, role, payments' mode, bell). */
  calls(): Sent[] {
    return sent.filter(
      ({ method, url }) =>
        !/^\/api\/(auth\/session|jwt|users\/(seller|admin)\/|payments\/config$|notifications$|conversations\/unread$|brands$)/.test(
          url,
        ) &&
        // The area lists, the spots and "Near me"'s profile are asked by many pages.
        !(method === 'GET' && /^\/api\/(areas$|meeting-spots(\?|$)|users\/me\/profile$)/.test(url)),
    );
  },
  /** The next call (other than an identity call) is refused with this status and message. */
  failNext(status: number, message: string, field?: string) {
    failures.push(refusal(status, message, field));
  },
  /** The session is `as`'s (null: signed out), with `user`'s details. */
  signIn(as: AccountType | null, user: Partial<AuthUser> = {}) {
    role = as;
    identity = as && { ...TEST_USER, ...user };
  },
  reset() {
    sent = [];
    failures = [];
    identity = null;
    role = null;
  },
};

/** A promise the test settles when it chooses (to hold an answer back while it looks). */
export function later<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A handler that holds its answer until `release()`: the page waits meanwhile (a session or a
 * role still being asked, say).
 */
export function heldAnswer<E extends Endpoint>(endpoint: E, body: AnswerOf<E>) {
  const held = later();
  return {
    handler: answer(endpoint, async () => {
      await held.promise;
      return body;
    }),
    release: () => held.resolve(),
  };
}

/** The image service's answer for a photo it stored at `url`. */
export const imageStored = (
  url = '/images/0123456789abcdef0123456789abcdef-1600.webp',
): AnswerOf<'POST /images'> => ({ success: true, data: { url, width: 1600, height: 1200 } });

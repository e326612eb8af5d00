import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's HTTP API the server uses: payment intents (create with
 * idempotency keys, retrieve, confirm with test payment methods) and refunds. The real `stripe` SDK
 * talks to it over HTTP, so requests, retries and errors go through the real client code.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string; code: string } | null;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string }[];
  /** How many create requests arrived (retries included). */
  createRequests: number;
  /** The next create is carried out but its answer is dropped (the connection is cut). */
  dropNextCreateResponse(): void;
  /** What Stripe.js would do in the browser: confirm with a test payment method. */
  confirm(id: string, paymentMethod: 'pm_card_visa' | 'pm_card_chargeDeclined'): FakeIntent;
  close(): Promise<void>;
}

/** Parses Stripe's form encoding (`metadata[bookingId]=…`) into a flat map of keys. */
function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: { id: string; payment_intent: string }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let dropNext = false;
  let createRequests = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${crypto.randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, id: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
      },
    });

  function confirm(id: string, paymentMethod: string): FakeIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    if (paymentMethod === 'pm_card_visa') {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
    }
    return intent;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = parseForm(raw);
      const key = req.headers['idempotency-key'];
      const path = url.pathname;

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        createRequests += 1;
        const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (replay) {
          res.setHeader('idempotent-replayed', 'true');
          return send(res, replay.status, replay.body);
        }
        const id = `pi_fake_${crypto.randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`,
          metadata,
          description: form.description ?? null,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (typeof key === 'string') idempotent.set(key, { status: 200, body: intent });
        if (dropNext) {
          dropNext = false;
          req.socket.destroy();
          return;
        }
        return send(res, 200, intent);
      }

      const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
      if (intentMatch) {
        const id = decodeURIComponent(intentMatch[1]!);
        if (!intents.has(id)) return missing(res, id);
        if (req.method === 'GET') return send(res, 200, intents.get(id));
        if (req.method === 'POST' && intentMatch[2]) {
          const intent = confirm(id, form.payment_method ?? '');
          if (intent.status !== 'succeeded') {
            return send(res, 402, {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'generic_decline',
                message: 'Your card was declined.',
                payment_intent: intent,
              },
            });
          }
          return send(res, 200, intent);
        }
      }

      if (req.method === 'POST' && path === '/v1/refunds') {
        const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (replay) return send(res, replay.status, replay.body);
        const refund = {
          id: `re_fake_${crypto.randomBytes(6).toString('hex')}`,
          object: 'refund',
          payment_intent: form.payment_intent!,
          status: 'succeeded',
        };
        refunds.push(refund);
        if (typeof key === 'string') idempotent.set(key, { status: 200, body: refund });
        return send(res, 200, refund);
      }

      send(res, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    get createRequests() {
      return createRequests;
    },
    dropNextCreateResponse: () => {
      dropNext = true;
    },
    confirm,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's HTTP API the server uses: payment intents (create with
 * idempotency keys, retrieve, confirm with test payment methods, manual capture, cancel) and
 * refunds (whole or partial), with Stripe's replay of idempotency keys. The real `stripe` SDK
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
  capture_method: 'automatic' | 'manual';
  amount_received: number;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** How many create requests arrived (retries included). */
  createRequests: number;
  /** Capture requests that arrived (retries included), and how many captured. */
  captureRequests: number;
  captures: number;
  /** The next create is carried out but its answer is dropped (the connection is cut). */
  dropNextCreateResponse(): void;
  /** The next POST to a path ending so (`/capture`, `/cancel`, `/refunds`) loses its answer. */
  dropNextAnswerTo(suffix: string): void;
  /**
   * An outage: every request that arrives in the next `ms` is read and never answered (nothing is
   * carried out). Answers how many requests it has swallowed so far.
   */
  stallFor(ms: number): void;
  readonly stalledRequests: number;
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
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let dropNext = false;
  let dropSuffix: string | null = null;
  let createRequests = 0;
  let captureRequests = 0;
  let captures = 0;
  let stalledUntil = 0;
  let stalledRequests = 0;

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
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      if (intent.status === 'succeeded') intent.amount_received = intent.amount;
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
      if (Date.now() < stalledUntil) {
        stalledRequests += 1;
        return;
      }
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
          capture_method: form.capture_method === 'manual' ? 'manual' : 'automatic',
          amount_received: 0,
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

      // A replayed idempotency key answers what the first request answered, as Stripe does.
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      const answer = (status: number, body: unknown) => {
        if (typeof key === 'string') idempotent.set(key, { status, body });
        if (dropSuffix && path.endsWith(dropSuffix)) {
          dropSuffix = null;
          req.socket.destroy();
          return;
        }
        send(res, status, body);
      };
      const invalid = (message: string) => ({
        error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message },
      });

      const intentMatch = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(
        path,
      );
      if (intentMatch) {
        const id = decodeURIComponent(intentMatch[1]!);
        const intent = intents.get(id);
        if (!intent) return missing(res, id);
        if (req.method === 'GET') return send(res, 200, intent);
        const action = intentMatch[2];
        if (req.method === 'POST' && action === 'capture') captureRequests += 1;
        if (replay && req.method === 'POST') {
          res.setHeader('idempotent-replayed', 'true');
          return send(res, replay.status, replay.body);
        }
        if (req.method === 'POST' && action === 'confirm') {
          confirm(id, form.payment_method ?? '');
          if (intent.status === 'requires_payment_method') {
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
        if (req.method === 'POST' && action === 'capture') {
          if (intent.status !== 'requires_capture') {
            return answer(
              400,
              invalid(
                `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
              ),
            );
          }
          intent.status = 'succeeded';
          intent.amount_received = intent.amount;
          captures += 1;
          return answer(200, intent);
        }
        if (req.method === 'POST' && action === 'cancel') {
          if (intent.status === 'succeeded' || intent.status === 'canceled') {
            return answer(
              400,
              invalid(
                `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              ),
            );
          }
          intent.status = 'canceled';
          return answer(200, intent);
        }
      }

      if (req.method === 'POST' && path === '/v1/refunds') {
        if (replay) return send(res, replay.status, replay.body);
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent || intent.status !== 'succeeded') {
          return answer(400, invalid('This charge cannot be refunded: it was not captured.'));
        }
        const refunded = refunds
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = form.amount ? Number(form.amount) : intent.amount_received - refunded;
        if (amount <= 0 || refunded + amount > intent.amount_received) {
          return answer(400, invalid('The refund is more than what is left on the charge.'));
        }
        const refund = {
          id: `re_fake_${crypto.randomBytes(6).toString('hex')}`,
          object: 'refund',
          payment_intent: intent.id,
          amount,
          status: 'succeeded',
        };
        refunds.push(refund);
        return answer(200, refund);
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
    get captureRequests() {
      return captureRequests;
    },
    get captures() {
      return captures;
    },
    dropNextCreateResponse: () => {
      dropNext = true;
    },
    dropNextAnswerTo: (suffix) => {
      dropSuffix = suffix;
    },
    stallFor: (ms) => {
      stalledUntil = Date.now() + ms;
    },
    get stalledRequests() {
      return stalledRequests;
    },
    confirm,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

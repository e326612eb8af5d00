import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env.ts';

/**
 * Helmet's headers with this site's content security policy: its own origin only, plus Stripe.js,
 * its card frames and its API when Stripe takes the payments (Stripe's guidance).
 *
 * Helmet's middleware is built once, here, and sets the headers on every answer. (The Fastify
 * plugin, `@fastify/helmet`, built it again on every request, parsing the whole policy each time:
 * 8 % of the server's CPU under the mixed workload. This site has one policy for every route.)
 */
export function installSecurityHeaders(app: FastifyInstance, env: Env) {
  const stripeCsp = env.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeCsp.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...stripeCsp.connect],
        frameSrc: ["'self'", ...stripeCsp.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin app; cross-origin isolation headers would only get in the way of image CDNs.
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup must stay connected to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

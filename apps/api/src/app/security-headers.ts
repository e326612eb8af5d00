import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { Env } from '../env.ts';

/**
 * Helmet's headers with this site's content security policy: its own origin only, plus Stripe.js,
 * its card frames and its API when Stripe takes the payments (Stripe's guidance).
 */
export async function installSecurityHeaders(app: FastifyInstance, env: Env) {
  const stripeCsp = env.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  await app.register(fastifyHelmet, {
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
}

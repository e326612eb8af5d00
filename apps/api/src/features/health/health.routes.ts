import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswer, LivenessAnswer } from '@resale-zone/contract/common';
import type { Database } from '../../db/client.ts';

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness: the process is up and serving. It touches nothing else, so it is also the
    // benchmark's baseline for what this server does per request at best.
    app.get('/health/live', { schema: { response: { 200: LivenessAnswer } } }, () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/health',
      { schema: { response: { 200: HealthAnswer, 503: HealthAnswer } } },
      async (req, reply) => {
        const started = performance.now();
        let ok = true;
        try {
          await database.ping();
        } catch (err) {
          // The driver's text can name hosts, users and settings: it goes to the log only.
          req.log.warn({ err }, 'health: the database did not answer');
          ok = false;
        }
        return reply.code(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database: {
            kind: database.kind,
            ok,
            ...(ok
              ? { latencyMs: Math.round((performance.now() - started) * 10) / 10 }
              : { error: 'The database did not answer.' }),
          },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}

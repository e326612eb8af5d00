import type { FastifyInstance } from 'fastify';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE } from '@resale-zone/contract/api-paths';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = `${API_BASE}/docs`;

/** Every route under the API base is described; pages, images and the sitemaps are not the API. */
const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });
const transform: SwaggerTransform = (route) => {
  if (!route.url.startsWith(`${API_BASE}/`)) return { schema: { hide: true }, url: route.url };
  const out = zodToOpenApi(route);
  const schema = (out.schema ?? {}) as { tags?: string[]; hide?: boolean };
  // Grouped in the viewer by the path's first word (`/api/wishlist/{id}` → wishlist).
  if (!schema.hide && !schema.tags) {
    schema.tags = [route.url.slice(API_BASE.length + 1).split(/[/:]/)[0] || 'api'];
  }
  return { ...out, schema };
};

/**
 * The API's OpenAPI 3.1 document, made from the routes' zod schemas as they are registered, at
 * `/api/openapi.json`, and Swagger UI at `/api/docs`, served from this origin (no CDN) so that
 * the site's content security policy allows it unchanged. Register before any route.
 */
export async function installApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Resale Zone API',
        version: '1.0.0',
        description:
          'The used-phone marketplace’s HTTP API. Sign in with `POST /api/auth/sign-in` and send ' +
          'the token it gives as `Authorization: Bearer <token>`. Errors answer ' +
          '`{ "message": … }`, naming the field of a refused input.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      // Each route checks who calls it; the token is optional at the document's level.
      security: [{ bearer: [] }, {}],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title: 'Resale Zone API' },
    uiConfig: { deepLinking: true, persistAuthorization: false },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}

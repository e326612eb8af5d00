// The API's import graph (decision 060): `npm run lint` runs it after ESLint. ESLint's zones
// (eslint.config.js) say which layer may import which, file by file; this check looks at the
// whole graph: no circle, type-only imports included, and no import running back up a layer.
// Tests and test kits build whole apps and are left out.
const SRC = '^apps/api/src/';
const TESTS =
  '(\\.test\\.ts$|^apps/api/src/test/|/test-(queue|images)\\.ts$|/oidc-test-provider\\.ts$)';
const CONFIG = `${SRC}(env|env-production|paths)\\.ts$`;
const APP = `${SRC}(app\\.ts|server\\.ts|prepare-start\\.ts|app/|web/|db/demo/)`;
const FEATURES = `${SRC}features/`;
const SHARED = `${SRC}shared/`;
const DB = `${SRC}db/(?!demo/)`;
const LIB = `${SRC}lib/`;
const DOMAIN = `${SRC}domain/`;

/** A rule: nothing in `from` imports `to` (both regular expressions on the path). */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { path: to, pathNot: TESTS },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports, type-only ones included.',
      severity: 'error',
      from: { path: SRC, pathNot: TESTS },
      to: { circular: true, pathNot: TESTS },
    },
    forbid(
      'config-imports-config',
      'env.ts, env-production.ts and paths.ts import only each other.',
      CONFIG,
      `${SRC}(?!(env|env-production|paths)\\.ts$)`,
    ),
    forbid(
      'no-import-of-the-app',
      'Only the app puts features together.',
      `${SRC}(?!(app\\.ts|server\\.ts|prepare-start\\.ts|app/|web/|db/demo/))`,
      APP,
    ),
    forbid(
      'lib-is-the-bottom',
      'lib/ imports no feature, shared piece, database code or domain rule.',
      LIB,
      `${SRC}(features|shared|db|domain)/`,
    ),
    forbid(
      'domain-is-pure',
      'domain/ imports no feature, shared piece or database code.',
      DOMAIN,
      `${SRC}(features|shared|db)/`,
    ),
    forbid(
      'db-below-the-features',
      'db/ (the demo seed aside) imports no feature and no shared piece.',
      DB,
      `${SRC}(features|shared)/`,
    ),
    forbid(
      'shared-below-the-features',
      'shared/ holds what features share: it imports none.',
      SHARED,
      FEATURES,
    ),
    {
      name: 'feature-through-its-service',
      comment:
        'A feature uses another only through its public service, features/<f>/<f>.service.ts.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}([^/]+)/\\1\\.service\\.ts$`, TESTS],
      },
    },
    {
      name: 'repository-imports-no-feature',
      comment: "A repository imports no other feature's file.",
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/[^/]+\\.repo\\.ts$`, pathNot: TESTS },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'repository-below-service',
      comment: 'Within a feature: a repository imports no service, route, job or wiring file.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/[^/]+\\.repo\\.ts$` },
      to: { path: `${FEATURES}$1/([^/]+\\.(service|routes|job|jobs|install)|create-[^/]+)\\.ts$` },
    },
    {
      name: 'routes-call-services',
      comment: 'Within a feature: routes import no repository and no wiring file.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/[^/]+\\.routes\\.ts$` },
      to: { path: `${FEATURES}$1/([^/]+\\.(repo|install)|create-[^/]+)\\.ts$` },
    },
    {
      name: 'services-below-routes',
      comment: 'Within a feature: a service or job imports no route and no wiring file.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/[^/]+\\.(service|job|jobs)\\.ts$` },
      to: { path: `${FEATURES}$1/([^/]+\\.(routes|install)|create-[^/]+)\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TESTS },
    // Type-only imports count: a circle through types is still a circle.
    tsPreCompilationDeps: true,
  },
};

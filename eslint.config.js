import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** An import-zone selector: files of any of these element types. */
const zone = (...types) => types.map((type) => ({ element: { type } }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Import zones of the web app (docs/architecture.md, decision 016). A feature's public face
    // is its `index.ts`; pages, layouts and the app entry compose features and may reach any of
    // their files. Tests, test kits and fixtures build whole screens and are not zoned.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-templates': false,
      // Re-exports and lazy imports cross zones too.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/files': [
        {
          category: 'test',
          pattern: [
            'apps/web/src/test/**',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*-test-kit.tsx',
            'apps/web/src/**/*-fixture.ts',
            'apps/web/src/**/fake-*.ts',
          ],
        },
      ],
      'boundaries/elements': [
        { type: 'page', partialMatch: false, pattern: 'apps/web/src/pages' },
        { type: 'layout', partialMatch: false, pattern: 'apps/web/src/layouts' },
        {
          type: 'feature',
          partialMatch: false,
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
        },
        { type: 'components', partialMatch: false, pattern: 'apps/web/src/components' },
        { type: 'lib', partialMatch: false, pattern: 'apps/web/src/lib' },
        { type: 'assets', partialMatch: false, pattern: 'apps/web/src/assets' },
        // Last: what no zone above takes, i.e. the entry files (main, router, entry-server …).
        { type: 'app', partialMatch: false, pattern: 'apps/web/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: zone('app'), allow: [{ to: zone('*') }] },
            {
              from: zone('page', 'layout'),
              allow: [
                {
                  to: zone('page', 'layout', 'feature', 'components', 'lib', 'assets'),
                },
              ],
            },
            {
              from: zone('feature'),
              allow: [
                // Its own files, any feature's public face, and the shared layers.
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
                { to: zone('components', 'lib', 'assets') },
              ],
            },
            { from: zone('components'), allow: [{ to: zone('components', 'lib', 'assets') }] },
            { from: zone('lib', 'assets'), allow: [{ to: zone('lib', 'assets') }] },
            // Tests render whole screens: any file may be imported by a test.
            {
              from: { file: { categories: 'test' } },
              allow: [{ to: zone('*') }, { to: { file: { categories: 'test' } } }],
            },
          ],
        },
      ],
    },
  },
  {
    // Import zones of the API (docs/architecture.md, decision 060). Layers, top to bottom: the app
    // (composition: app.ts, app/, server.ts, the pages in web/, the demo seed) -> features ->
    // shared -> db -> lib and domain; the configuration files (env.ts, env-production.ts,
    // paths.ts) are for everyone. Within a feature: routes -> service -> repository, and its
    // wiring file (`create-*.ts`, `*.install.ts`) puts them together. A feature uses another only
    // through its public service, `features/<f>/<f>.service.ts` (which may re-export types).
    // Tests and test kits build whole apps and are not zoned.
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/files': [
        {
          category: 'test',
          pattern: [
            'apps/api/src/test/**',
            'apps/api/src/**/*.test.ts',
            'apps/api/src/**/test-{queue,images}.ts',
            'apps/api/src/**/oidc-test-provider.ts',
          ],
        },
        { category: 'config', pattern: 'apps/api/src/{env,env-production,paths}.ts' },
        { category: 'routes', pattern: 'apps/api/src/features/*/*.routes.ts' },
        {
          category: 'service',
          pattern: 'apps/api/src/features/*/{*.service,*.job,*.jobs}.ts',
        },
        {
          category: 'repo',
          pattern: [
            'apps/api/src/features/*/*.repo.ts',
            // The listings repository's parts (listings.repo.ts puts them together).
            'apps/api/src/features/listings/{listing-reads,listing-writes,listing-search,best-match}.ts',
          ],
        },
        {
          category: 'wiring',
          pattern: 'apps/api/src/features/*/{create-*,*.install}.ts',
        },
        // Every file of a feature, its helpers included (so that a rule on "none of these
        // categories" applies to them too).
        { category: 'feature-file', pattern: 'apps/api/src/features/**/*.ts' },
      ],
      'boundaries/elements': [
        {
          type: 'api-feature',
          partialMatch: false,
          pattern: 'apps/api/src/features/*',
          capture: ['feature'],
        },
        { type: 'api-shared', partialMatch: false, pattern: 'apps/api/src/shared' },
        { type: 'api-app', partialMatch: false, pattern: 'apps/api/src/db/demo' },
        { type: 'api-db', partialMatch: false, pattern: 'apps/api/src/db' },
        { type: 'api-domain', partialMatch: false, pattern: 'apps/api/src/domain' },
        { type: 'api-lib', partialMatch: false, pattern: 'apps/api/src/lib' },
        // Last: app/, web/ and the entry files (app.ts, server.ts, prepare-start.ts, config).
        { type: 'api-app', partialMatch: false, pattern: 'apps/api/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Within a feature too: its layers.
          checkInternals: true,
          policies: [
            { from: zone('api-app'), allow: [{ to: zone('*') }] },
            {
              from: zone('api-feature'),
              allow: [
                {
                  to: {
                    element: {
                      type: 'api-feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
                {
                  to: {
                    element: {
                      type: 'api-feature',
                      fileInternalPath: '{{ to.element.captured.feature }}.service.ts',
                    },
                  },
                },
                { to: zone('api-shared', 'api-db', 'api-domain', 'api-lib') },
              ],
              disallow: [
                // Only its wiring (and routes sharing a helper) import a feature's routes.
                {
                  from: { file: { categories: { noneOf: ['wiring', 'routes'] } } },
                  to: { file: { categories: 'routes' } },
                },
                // Routes call their service, never a repository.
                {
                  from: { file: { categories: 'routes' } },
                  to: { file: { categories: ['repo', 'wiring'] } },
                },
                // A service never reaches up to its wiring.
                {
                  from: { file: { categories: 'service' } },
                  to: { file: { categories: 'wiring' } },
                },
              ],
            },
            // A repository imports repositories and helpers of its own feature, nothing above.
            {
              from: { element: { type: 'api-feature' }, file: { categories: 'repo' } },
              disallow: [
                { to: { file: { categories: ['service', 'routes', 'wiring'] } } },
                {
                  to: {
                    element: {
                      type: 'api-feature',
                      captured: { feature: '!{{ from.element.captured.feature }}' },
                    },
                  },
                },
              ],
            },
            {
              from: zone('api-shared'),
              allow: [{ to: zone('api-shared', 'api-db', 'api-domain', 'api-lib') }],
            },
            { from: zone('api-db'), allow: [{ to: zone('api-db', 'api-lib') }] },
            { from: zone('api-domain'), allow: [{ to: zone('api-domain', 'api-lib') }] },
            { from: zone('api-lib'), allow: [{ to: zone('api-lib') }] },
            // Everyone reads the configuration; it imports only itself.
            { allow: [{ to: { file: { categories: 'config' } } }] },
            {
              from: { file: { categories: 'config' } },
              disallow: [{ to: { file: { categories: '!config' } } }],
            },
            // Tests build whole apps: any file may be imported by a test.
            { from: { file: { categories: 'test' } }, allow: [{ to: zone('*') }] },
          ],
        },
      ],
    },
  },
);

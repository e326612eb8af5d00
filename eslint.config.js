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
);

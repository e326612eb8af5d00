import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const require = createRequire(import.meta.url);

/**
 * React Router's build declares its components as `React.forwardRef(...)` without a pure
 * annotation and names them with `X.displayName = "X"`, so the bundler keeps components nobody
 * imports (its <Form>, which pulls in useSubmit and the form-submission helpers: ~1 KB gzip of the
 * first download). This marks those calls pure and drops the displayName lines (they only name
 * components in React DevTools), so unused components shake out. Used components are unchanged.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'resale-zone:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        // Columns move a little on the changed lines; lines stay where they were.
        return {
          map: null,
          code: code
            .replace(/\b(React\d*)\.forwardRef\(/g, '/* @__PURE__ */ $1.forwardRef(')
            .replace(/^(\w+)\.displayName = "\w+";$/gm, ''),
        };
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), reactRouterTreeShaking()],
  resolve: {
    alias:
      command === 'build'
        ? [
            // react-router's package exports only its development build (dev warnings and checks);
            // the production build beside it is the same API without them.
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
          ]
        : [],
  },
  server: {
    // In development the API runs separately (npm run dev); one origin is kept through the proxy.
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (it runs before the largest paint): every browser of
    // es2022 but Safari before 17 preloads modules itself, and there the preloads are only hints.
    modulePreload: { polyfill: false },
    // scripts/check-bundle.mjs reads the manifest to find what the home page loads.
    manifest: true,
    // Images stay files (cacheable, lazy-loadable) instead of base64 inside the JavaScript.
    assetsInlineLimit: 0,
    // The app, and the smaller stylesheet inline in the pages rendered as islands (public.css).
    rollupOptions: isSsrBuild
      ? undefined
      : { input: { index: 'index.html', public: 'src/public.css' } },
  },
}));

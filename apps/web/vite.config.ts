import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const require = createRequire(import.meta.url);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
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
    // scripts/check-bundle.mjs reads the manifest to find what the home page loads.
    manifest: true,
    // Images stay files (cacheable, lazy-loadable) instead of base64 inside the JavaScript.
    assetsInlineLimit: 0,
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // In development the API runs separately (npm run dev); one origin is kept through the proxy.
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  build: { sourcemap: true, target: 'es2022' },
});

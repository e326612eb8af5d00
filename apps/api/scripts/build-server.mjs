// `npm run build -w apps/api`, first step: the server compiled to one JavaScript file,
// `dist/server.js` (decision 019), which `npm start` runs with plain `node`. Packages from
// node_modules stay imports (resolved at run time, as they are installed); the workspace's own
// TypeScript (this package and the contract) is bundled in. The SQL migrations and other files the
// server reads at run time stay where they are (`src/paths.ts` finds them).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

/** Bare imports are packages, kept external, except the workspace's contract (TypeScript). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@resale-zone/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce(
  (sum, output) => sum + (output.bytes ?? 0),
  0,
);
console.log(
  `server compiled in ${Math.round(performance.now() - started)} ms: dist/server.js (${Math.round(bytes / 1024)} KB with its source map)`,
);

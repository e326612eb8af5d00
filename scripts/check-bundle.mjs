#!/usr/bin/env node
// Bundle budget of the home page (issue 10): the JavaScript and CSS a first visit to `/` loads
// before the page can show its content, gzip-compressed, against fixed budgets.
//
// Counted: the entry script of dist/index.html, its modulepreloads and stylesheets, everything
// those import statically, and the home route's chunk with its static imports and CSS when the
// home page is lazy (the router loads it before the first paint of `/`). Chunks behind a dynamic import() that the home
// page only loads on an action or later (lightbox, dialogs, toasts…) are not counted.
//
// Usage: node scripts/check-bundle.mjs [dist folder]   (after `npm run build`)
// Exits 1 above budget, 2 when the build is missing. BUNDLE_JS_LIMIT_KB sets a different limit for
// the JavaScript (a temporary ceiling against regressions while the 120 KB target is missed; the
// output still says how far from the target the build is).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TARGET = { js: 120 * 1024, css: 25 * 1024 };
const jsLimit = process.env.BUNDLE_JS_LIMIT_KB
  ? Number(process.env.BUNDLE_JS_LIMIT_KB) * 1024
  : TARGET.js;
if (!(jsLimit > 0)) throw new Error('BUNDLE_JS_LIMIT_KB must be a positive number of KB.');
const BUDGET = { js: jsLimit, css: TARGET.css };
const HOME_ROUTE_MODULE = 'src/pages/home-page.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'apps', 'web', 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(manifestFile) || !fs.existsSync(indexFile)) {
  console.error(`No build with a manifest in ${dist}: run \`npm run build\` first.`);
  process.exit(2);
}

/** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean, src?: string}>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const html = fs.readFileSync(indexFile, 'utf8');

const files = new Set();
const seen = new Set();
/** Adds a manifest chunk, its CSS and, recursively, its static imports. */
function addChunk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addChunk(imported);
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
addChunk(entries[0][0]);
// The home page may be bundled into the entry (then it has no chunk of its own) or lazy.
if (manifest[HOME_ROUTE_MODULE]) addChunk(HOME_ROUTE_MODULE);
// Whatever index.html itself loads (script, modulepreload, stylesheet), in case it is not in the
// manifest's graph (a plugin may add some).
for (const [, url] of html.matchAll(
  /<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.(?:js|css))"/g,
)) {
  files.add(url);
}

const rows = [...files].map((file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSize(bytes),
  };
});
rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Home page (/) initial load, from ${path.relative(process.cwd(), dist) || '.'}:`);
for (const row of rows) {
  console.log(
    `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`,
  );
}
let failed = false;
for (const kind of /** @type {const} */ (['js', 'css'])) {
  const total = rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
  const ok = total <= BUDGET[kind];
  failed ||= !ok;
  console.log(
    `${kind.toUpperCase().padEnd(3)} ${kb(total)} gzip of ${kb(BUDGET[kind])} budget: ${ok ? 'ok' : `OVER by ${kb(total - BUDGET[kind])}`}`,
  );
  if (BUDGET[kind] !== TARGET[kind] && total > TARGET[kind]) {
    console.log(`    (the target is ${kb(TARGET[kind])}: ${kb(total - TARGET[kind])} over it)`);
  }
}
process.exit(failed ? 1 : 0);

/** gzip at zlib's default level, as the server's compression sends it. */
function gzipSize(bytes) {
  return zlib.gzipSync(bytes).length;
}

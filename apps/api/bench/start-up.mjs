// Start-up time and memory of the server, compiled (`node dist/server.js`, what `npm start` runs)
// against source through tsx (`node --import tsx src/server.ts`, what `npm run dev` and the tests
// run): launch → first 200 from /api/health, and the process's resident memory then and after
// 200 page and API requests. Embedded database with demo data, a new data folder each run (the
// start-up cache made by `npm run build` is used, as on a real `npm start`).
//
//   npm run build && node apps/api/bench/start-up.mjs [runs]     (default 5 runs of each)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.argv[2] ?? 5);
const PORT = 3390;
const modes = {
  compiled: ['--enable-source-maps', 'dist/server.js'],
  tsx: ['--import', 'tsx', 'src/server.ts'],
};
if (!fs.existsSync(path.join(api, 'dist/server.js'))) {
  console.error('No dist/server.js: run `npm run build` first.');
  process.exit(2);
}

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function once(args) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-start-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: api,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited');
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ready = performance.now() - t0;
    const rssReady = rssMb(child.pid);
    for (let i = 0; i < 100; i++) {
      await fetch(`http://127.0.0.1:${PORT}/categories/iphone`).then((r) => r.text());
      await fetch(`http://127.0.0.1:${PORT}/api/advertise`).then((r) => r.text());
    }
    return { ready, rssReady, rssAfter: rssMb(child.pid) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [mode, args] of Object.entries(modes)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(args));
  const f = (key, unit, digits) =>
    runs.map((r) => r[key].toFixed(digits)).join(', ') +
    ` → median ${median(runs.map((r) => r[key])).toFixed(digits)} ${unit}`;
  console.log(`${mode}:`);
  console.log(`  first answer   ${f('ready', 'ms', 0)}`);
  console.log(`  RSS then       ${f('rssReady', 'MB', 0)}`);
  console.log(`  RSS after 200  ${f('rssAfter', 'MB', 0)}`);
}

// The server under load: started, awaited, measured (CPU and resident memory).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE, PORT, ROOT } from './config.mjs';

export function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-zone-load-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Production, with demo data and test payments asked for by name (README: Running in production).
      SEED_DEMO: '1',
      PAYMENTS: 'test',
      MAIL: 'log',
      PUBLIC_URL: BASE,
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'load-smoke-secret-load-smoke-secret-0123',
      RATE_LIMIT: 'on',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, dataDir, logFile, exited };
}

export async function waitForHealth(server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy; its log:\n${tail(server.logFile)}`);
}

export function tail(file, lines = 30) {
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second here).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** RSS once the process is at rest: read every half second until it stops falling (at most 8 s). */
export async function restingRssMb(pid) {
  let last = rssMb(pid);
  for (let waited = 0; waited < 8000; waited += 500) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssMb(pid);
    if (now > last - 1) return Math.min(now, last);
    last = now;
  }
  return last;
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

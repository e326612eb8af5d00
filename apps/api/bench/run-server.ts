import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.resolve(API_DIR, '../web/dist');

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first liveness answer. */
  startMs: number;
  /** Resident memory now and at its peak (kB, from /proc), when the platform tells. */
  memory(): { rssKb: number; peakKb: number } | null;
  stop(): Promise<void>;
}

/**
 * The real server (`src/server.ts`) as a child process, as `npm start` runs it (minus the web
 * build): its own configuration from the environment, no rate limits, quiet logs.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const started = performance.now();
  const { child, exited, stderr } = spawnServer(port, env, 'inherit');
  const url = `http://127.0.0.1:${port}`;

  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      const res = await fetch(`${url}/api/health/live`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) {
      child.kill('SIGKILL');
      throw new Error('server did not answer within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return running(child, exited, url, Math.round(performance.now() - started));
}

/**
 * The same server as a job worker (`JOBS=only`, README "Running at scale"): it answers no HTTP,
 * and is ready when its log says so. The site's instances then run with `JOBS=off`.
 */
export async function startWorker(env: Record<string, string>): Promise<RunningServer> {
  const started = performance.now();
  const { child, exited, stderr } = spawnServer(
    0,
    { ...env, JOBS: 'only', LOG_LEVEL: 'info' },
    'pipe',
  );
  let ready = false;
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.includes('job worker is running')) ready = true;
      // Its warnings and errors, as the site's own reach the terminal.
      else if (/"level":(4|5|6)\d/.test(line)) process.stderr.write(`worker: ${line}\n`);
    }
  });
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`worker exited (${child.exitCode}): ${stderr()}`);
    if (performance.now() - started > 300_000) {
      child.kill('SIGKILL');
      throw new Error('worker was not ready within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return running(child, exited, '', Math.round(performance.now() - started));
}

function spawnServer(port: number, env: Record<string, string>, stdout: 'inherit' | 'pipe') {
  // BENCH_CPU_PROF=DIR: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, Performance tab), to see where a scenario's time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SEED_DEMO: '0',
        // Production refuses test payments, mail to files and a missing origin unless asked for by name.
        PAYMENTS: 'test',
        MAIL: 'log',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        // The built web app when there is one (the rendered listing page route needs it).
        WEB_DIST: fs.existsSync(path.join(WEB_DIST, 'index.html'))
          ? WEB_DIST
          : path.join(env.DATA_DIR ?? API_DIR, 'no-web-build'),
        ...env,
      },
      stdio: ['ignore', stdout, 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

function running(
  child: ChildProcess,
  exited: Promise<number | null>,
  url: string,
  startMs: number,
): RunningServer {
  return {
    url,
    pid: child.pid!,
    startMs,
    memory() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
        return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
      } catch {
        return null;
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

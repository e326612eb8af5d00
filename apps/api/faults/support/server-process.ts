import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../../src/test/ports.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');

// Servers still running when the test worker ends (a failed or timed-out test) are killed with it.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The real server (`node --import tsx src/server.ts`) in a child process, its JSON log parsed. */
export class ServerProcess {
  readonly logs: LogLine[] = [];
  /** Lines that were not JSON (stack traces would land here). */
  readonly rawOutput: string[] = [];
  readonly exited: Promise<Exit>;
  private exit: Exit | null = null;
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    running.add(child);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(child);
        this.exit = { code, signal };
        this.notify();
        resolve(this.exit);
      });
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        try {
          this.logs.push(JSON.parse(line) as LogLine);
        } catch {
          this.rawOutput.push(line);
        }
        this.notify();
      });
    }
  }

  /** Starts the server on a free port of 127.0.0.1 and waits until it listens. */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        SEED_DEMO: '0',
        RATE_LIMIT: 'off',
        AUTH_SECRET: 'fault-suite-secret-0123456789abcdef0123456789',
        // Production refuses test payments, mail to files and a missing origin unless asked for by name.
        PAYMENTS: 'test',
        MAIL: 'log',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, port);
    try {
      await server.waitFor(
        () => server.logs.some((l) => l.msg?.includes('is running at')),
        90_000,
        'the server to listen',
      );
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.exit === null;
  }

  signal(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }

  /** Kills every server this worker started that is still running (for afterAll). */
  static killAll() {
    for (const child of running) child.kill('SIGKILL');
  }

  /** SIGTERM, then the exit. */
  async stop(): Promise<Exit> {
    if (this.exit) return this.exit;
    this.signal('SIGTERM');
    return this.exited;
  }

  /** Log lines at error level or worse (pino: 50 error, 60 fatal). */
  errors(): LogLine[] {
    return this.logs.filter((l) => l.level >= 50);
  }

  /** Resolves once `ready()` holds; rejects when the process exits first or on time-out. */
  waitFor(ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (ready()) return done(null);
        if (this.exit)
          return done(
            new Error(
              `server exited (${JSON.stringify(this.exit)}) while waiting for ${what}:\n` +
                this.tail(),
            ),
          );
      };
      const timer = setTimeout(
        () => done(new Error(`timed out waiting for ${what}:\n${this.tail()}`)),
        timeoutMs,
      );
      const done = (err: Error | null) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        if (err) reject(err);
        else resolve();
      };
      this.waiters.add(check);
      check();
    });
  }

  private notify() {
    for (const check of [...this.waiters]) check();
  }

  private tail(): string {
    const lines = [...this.logs.map((l) => JSON.stringify(l)), ...this.rawOutput];
    return lines.slice(-15).join('\n');
  }
}

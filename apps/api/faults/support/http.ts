import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  cookie?: string;
  body?: unknown;
  /** Give up (reject) after this long; a hang is a failure, not a wait. */
  timeoutMs?: number;
  /** A keep-alive agent; by default a fresh connection that closes after the answer. */
  agent?: http.Agent;
}

/** One HTTP request; rejects on a connection error (ECONNREFUSED …) or the time-out. */
export function request(base: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const { method = 'GET', token, cookie, body, timeoutMs = 20_000, agent } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (!agent) headers.connection = 'close';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method, headers, agent: agent ?? false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Resolves with the error code of a failed request (ECONNREFUSED …), or 'answered'. */
export async function outcomeOf(promise: Promise<Answer>): Promise<string> {
  try {
    await promise;
    return 'answered';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? (err as Error).message;
  }
}

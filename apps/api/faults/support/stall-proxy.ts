import net from 'node:net';
import { freePort } from '../../src/test/ports.ts';

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Black-holed for good: nothing is forwarded again, the sockets stay open. */
  lost: boolean;
}

/**
 * A TCP proxy between the app and PostgreSQL that can stall silently, the way a broken network
 * does: sockets stay open, nothing is forwarded, nobody is told.
 * - `freeze()`: stop forwarding on every connection, old and new (bytes wait, as TCP would).
 * - `thaw()`: forward again; what waited is delivered.
 * - `loseAll()`: the current connections never forward again (a peer gone for good, say after a
 *   fail-over); new connections work.
 */
export class StallProxy {
  private readonly pairs = new Set<Pair>();
  private readonly server: net.Server;
  private frozen = false;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {
    this.server = net.createServer((client) => this.accept(client));
  }

  /** Listens on a free port of 127.0.0.1. */
  static async start(target: { host: string; port: number }): Promise<StallProxy> {
    const proxy = new StallProxy(target, await freePort());
    await new Promise<void>((resolve, reject) => {
      proxy.server.once('error', reject);
      proxy.server.listen(proxy.port, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  /** postgres:// URL through the proxy for a URL that points at the target. */
  url(targetUrl: string): string {
    const u = new URL(targetUrl);
    u.host = `127.0.0.1:${this.port}`;
    return u.toString();
  }

  get openConnections(): number {
    return this.pairs.size;
  }

  freeze() {
    this.frozen = true;
    for (const pair of this.pairs) this.pause(pair);
  }

  thaw() {
    this.frozen = false;
    for (const pair of this.pairs) if (!pair.lost) this.resume(pair);
  }

  loseAll() {
    for (const pair of this.pairs) {
      pair.lost = true;
      this.pause(pair);
    }
  }

  async close() {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    const pair: Pair = { client, upstream, lost: false };
    this.pairs.add(pair);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    if (this.frozen) this.pause(pair);
  }

  private pause(pair: Pair) {
    pair.client.pause();
    pair.upstream.pause();
  }

  private resume(pair: Pair) {
    pair.client.resume();
    pair.upstream.resume();
  }
}

import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, chosen by the system. Test servers,
 * proxies and clusters take one each instead of fixed numbers: files run side by side, and a
 * fixed port left busy by an earlier run (or taken by another file) failed a whole CI run.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

#!/usr/bin/env node
// Prints three free TCP ports on 127.0.0.1, for the journeys' servers (.ci/run): the app's, the
// OpenID stand-in's, and the other web client's, whose next port (its stranger) is free too.
import net from 'node:net';

/** A port the system gives, free now, or null when `port` was asked for and is taken. */
function listen(port = 0) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: got } = server.address();
      server.close(() => resolve(got));
    });
  });
}

const ports = [];
while (ports.length < 3) {
  const port = await listen();
  if (port === null || ports.some((p) => Math.abs(p - port) <= 1)) continue;
  // The third one's next port must be free too.
  if (ports.length === 2 && (port === 65535 || (await listen(port + 1)) === null)) continue;
  ports.push(port);
}
console.log(ports.join(' '));

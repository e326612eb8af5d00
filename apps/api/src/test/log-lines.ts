import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger at `info` whose JSON lines land, parsed, in `into` (tests read the server log). */
export function loggerInto<T>(into: T[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) into.push(JSON.parse(line));
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';

type Output = NodeJS.WritableStream & { isTTY?: boolean };

/** Readable lines for a person at a terminal in development; JSON lines for everything else. */
export function wantsReadableLogs(env: Pick<Env, 'NODE_ENV'>, output: Output): boolean {
  return output.isTTY === true && env.NODE_ENV !== 'production';
}

/**
 * The process logger. JSON lines wherever a machine reads them (production, pipes, files, log
 * collectors); pino-pretty only on a developer's terminal, loaded only then.
 */
export async function createLogger(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  output: Output = process.stdout,
): Promise<Logger> {
  const options = { level: env.LOG_LEVEL };
  if (!wantsReadableLogs(env, output)) return pino(options, output);
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      destination: output,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      sync: true,
    }),
  );
}

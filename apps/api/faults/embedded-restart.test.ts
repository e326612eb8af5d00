import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { expectEverything, writeEverything } from './support/journey.ts';
import { ServerProcess } from './support/server-process.ts';

// The default, embedded database: everything written before a SIGTERM is there after a start on
// the same DATA_DIR (security.md item 28). Runs beside postgres.test.ts.
let dataDir: string | undefined;

afterAll(async () => {
  ServerProcess.killAll();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

test('a restart on the same DATA_DIR keeps accounts, listing, booking and payment', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-faults-pglite-'));
  const first = await ServerProcess.start({ DATA_DIR: dataDir });
  const written = await writeEverything(first.url);
  expect(await first.stop()).toEqual({ code: 0, signal: null });

  const second = await ServerProcess.start({ DATA_DIR: dataDir });
  await expectEverything(second.url, written);
  expect(await second.stop()).toEqual({ code: 0, signal: null });
  expect([...first.errors(), ...second.errors()]).toEqual([]);
}, 180_000);

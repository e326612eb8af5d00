import fs from 'node:fs';

/** CPU seconds (user + system) used so far, read from Linux's /proc; NaN where there is none. */
function cpuSecondsOf(pid: number | string): number {
  try {
    // Fields after the command (which may hold spaces and parentheses): utime is the 12th, stime the 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The CPU seconds used so far by the process `pid` and by all of PostgreSQL's processes here. */
export function cpuSample(pid: number): { server: number; postgres: number } {
  let postgres = 0;
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let command: string;
      try {
        command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      } catch {
        continue; // gone meanwhile
      }
      if (command === 'postgres') postgres += cpuSecondsOf(entry) || 0;
    }
  } catch {
    postgres = NaN;
  }
  return { server: cpuSecondsOf(pid), postgres };
}

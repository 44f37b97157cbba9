// Where a benchmark's CPU goes, by process: on a two-core machine every process of the stack, PostgreSQL and NATS
// share the same cores, so a throughput number alone cannot say which of them to make cheaper. Linux only (/proc).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

export interface CpuGroups {
  /** Process-group leaders (each stack process runs in a group of its own: the service and what it spawned). */
  groups: Record<string, number | undefined>;
  /** Processes recognised by their command line wherever they run (PostgreSQL's backends, nats-server). */
  commands: Record<string, RegExp>;
}

/** CPU milliseconds used so far, per name of `g` plus 'bench' for this process (the load generator). */
export function cpuSnapshot(g: CpuGroups): Record<string, number> {
  const own = process.cpuUsage();
  const out: Record<string, number> = { bench: (own.user + own.system) / 1000 };
  for (const name of [...Object.keys(g.groups), ...Object.keys(g.commands)]) out[name] = 0;
  const byLeader = new Map(Object.entries(g.groups).map(([name, pid]) => [pid, name]));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let cmdline: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after "(comm)": state ppid pgrp … utime (14th) stime (15th) counted from pid = 1.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    const byGroup = byLeader.get(Number(fields[2]));
    const byCommand = Object.entries(g.commands).find(([, re]) => re.test(cmdline))?.[0];
    const name = byGroup ?? byCommand;
    if (name) out[name] = (out[name] ?? 0) + ms;
  }
  return out;
}

/** `after − before` per name, divided by `per` (e.g. the number of requests): CPU ms per request. */
export function cpuPer(before: Record<string, number>, after: Record<string, number>, per: number): string {
  return Object.keys(after)
    .map((name) => `${name} ${(((after[name] ?? 0) - (before[name] ?? 0)) / per).toFixed(1)}`)
    .join('  ');
}

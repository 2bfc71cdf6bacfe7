// The workerd processes of the production server (bench/lib/prod-server.mjs): which are ours,
// and how much memory one holds.
import { readFileSync } from 'node:fs';

/** workerd processes that are descendants of this process. */
export function findWorkerdPids() {
  const pids = [];
  const children = (pid) => {
    try {
      const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      return tasks ? tasks.split(/\s+/).map(Number) : [];
    } catch {
      return [];
    }
  };
  const walk = (pid) => {
    for (const child of children(pid)) {
      try {
        const comm = readFileSync(`/proc/${child}/comm`, 'utf8').trim();
        if (comm.startsWith('workerd')) pids.push(child);
      } catch {
        // exited
      }
      walk(child);
    }
  };
  walk(process.pid);
  return pids;
}

/** Resident set size of a process in KB (VmRSS), or undefined when it is gone. */
export function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

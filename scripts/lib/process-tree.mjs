// @ts-check
import fs from 'node:fs';

/**
 * Samples the resident memory of a process and all its descendants (Next.js builds in worker
 * processes) every `intervalMs`, from /proc; `stop()` returns the highest sum seen and the
 * highest any one process reached, in bytes.
 * @param {number | undefined} rootPid
 * @param {number} intervalMs
 */
export function peakTreeRss(rootPid, intervalMs = 200) {
  let peak = 0;
  let largest = 0;
  const sample = () => {
    if (!rootPid) return;
    const children = new Map();
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const stat = read(`/proc/${name}/stat`);
      // The command name may hold spaces; the parent pid is the second field after its ')'.
      const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
      if (!Number.isNaN(ppid)) children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    }
    let total = 0;
    const stack = [rootPid];
    while (stack.length > 0) {
      const pid = /** @type {number} */ (stack.pop());
      const rss = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '');
      if (rss) {
        total += Number(rss[1]) * 1024;
        largest = Math.max(largest, Number(rss[1]) * 1024);
      }
      stack.push(...(children.get(pid) ?? []));
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      return { tree: peak, largest };
    },
  };
}

/** @param {string} file */
function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

// @ts-check
import fs from 'node:fs';

/**
 * Samples the resident memory of a process and all its descendants (Next.js builds in worker
 * processes) every `intervalMs`, from /proc; `stop()` returns the highest sum seen, the highest
 * any one process reached, in bytes, with that process's command, and the processes that made up
 * that highest sum (what to shrink: a step's processes are told apart by their command lines).
 * @param {number | undefined} rootPid
 * @param {number} intervalMs
 */
export function peakTreeRss(rootPid, intervalMs = 200) {
  let peak = 0;
  let largest = 0;
  let largestCommand = '';
  /** @type {{ rss: number, command: string }[]} */
  let atPeak = [];
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
    /** @type {{ rss: number, command: string }[]} */
    const members = [];
    const stack = [rootPid];
    while (stack.length > 0) {
      const pid = /** @type {number} */ (stack.pop());
      const rss = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '');
      if (rss) {
        total += Number(rss[1]) * 1024;
        const member = { rss: Number(rss[1]) * 1024, command: commandOf(pid) };
        if (member.rss > largest) [largest, largestCommand] = [member.rss, member.command];
        members.push(member);
      }
      stack.push(...(children.get(pid) ?? []));
    }
    if (total > peak) {
      peak = total;
      atPeak = members;
    }
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      return { tree: peak, largest, largestCommand, atPeak: atPeak.sort((a, b) => b.rss - a.rss) };
    },
  };
}

/**
 * A process's command line, shortened to what tells the build's steps apart: the script or
 * binary and its first arguments (`next build`, `content-stage.mts`).
 * @param {number} pid
 */
function commandOf(pid) {
  const words = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  const script = words.findIndex((word, i) => i > 0 && !word.startsWith('-'));
  const shown = script === -1 ? words.slice(0, 1) : words.slice(script, script + 5);
  return shown
    .map((word) => (word.includes('/') ? word.slice(word.lastIndexOf('/') + 1) : word))
    .join(' ')
    .slice(0, 80);
}

/** @param {string} file */
function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * npm commands as Yarn and pnpm write them, for ```bash npm2yarn blocks (remark-npm2yarn.ts).
 * Covers what install steps use: installing and removing packages (with the save flags), running
 * scripts, `npx` and creating a project. Yarn commands are Yarn 1's, which newer Yarn also takes
 * (`yarn dlx` is Yarn 2 and later: Yarn 1 has no runner for a package it has not installed).
 */
export type PackageManager = 'yarn' | 'pnpm';

/** A line with a command npm2yarn has no rule for: the command, so the message can name it. */
export interface UnsupportedCommand {
  unsupported: string;
}

const INSTALL = ['install', 'i', 'in', 'ins', 'add'];
const UNINSTALL = ['uninstall', 'un', 'unlink', 'remove', 'rm', 'r'];
const RUN = ['run', 'run-script'];
const LIFECYCLE: Record<string, string> = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
};
const SAME_NAME: Record<string, string> = {
  audit: 'audit',
  outdated: 'outdated',
  publish: 'publish',
  why: 'why',
  explain: 'why',
  link: 'link',
  pack: 'pack',
  list: 'list',
  ls: 'list',
};
const GLOBAL = ['-g', '--global'];
/** Save flags of `npm install`, as each manager spells them; null: the manager's default already, so dropped. */
const SAVE_FLAGS: Record<string, Record<PackageManager, string> | null> = {
  '-D': { yarn: '--dev', pnpm: '--save-dev' },
  '--save-dev': { yarn: '--dev', pnpm: '--save-dev' },
  '-E': { yarn: '--exact', pnpm: '--save-exact' },
  '--save-exact': { yarn: '--exact', pnpm: '--save-exact' },
  '-O': { yarn: '--optional', pnpm: '--save-optional' },
  '--save-optional': { yarn: '--optional', pnpm: '--save-optional' },
  '--save-peer': { yarn: '--peer', pnpm: '--save-peer' },
  '-S': null,
  '--save': null,
  '-P': null,
  '--save-prod': null,
};

/** Each command of the line (`&&` between them) converted; other commands, comments and blank lines unchanged. */
export function convertNpmLine(line: string, to: PackageManager): string | UnsupportedCommand {
  const parts = line.split(/(\s*&&\s*)/);
  for (let i = 0; i < parts.length; i += 2) {
    const indent = /^\s*/.exec(parts[i])![0];
    const words = parts[i].trim().split(/\s+/);
    if (words[0] !== 'npm' && words[0] !== 'npx') continue;
    const converted =
      words[0] === 'npx'
        ? [to, 'dlx', ...words.slice(1).filter((w) => w !== '-y' && w !== '--yes')]
        : convertNpm(words.slice(1), to);
    if (!Array.isArray(converted)) return converted;
    parts[i] = indent + converted.join(' ');
  }
  return parts.join('');
}

function convertNpm([command, ...args]: string[], to: PackageManager): string[] | UnsupportedCommand {
  const global = args.some((arg) => GLOBAL.includes(arg));
  const rest = args.filter((arg) => !GLOBAL.includes(arg));
  if (command !== undefined && INSTALL.includes(command)) {
    const packages = rest.filter((arg) => !arg.startsWith('-'));
    if (packages.length === 0 && !global)
      return [
        to,
        'install',
        ...rest.map((flag) =>
          flag === '--production' || flag === '--omit=dev' ? (to === 'yarn' ? '--production' : '--prod') : flag,
        ),
      ];
    const flags = rest.flatMap((arg) => (arg in SAVE_FLAGS ? (SAVE_FLAGS[arg] ? [SAVE_FLAGS[arg]![to]] : []) : [arg]));
    return addOrRemove('add', flags, global, to);
  }
  if (command !== undefined && UNINSTALL.includes(command)) {
    return addOrRemove(
      'remove',
      rest.filter((arg) => !(arg in SAVE_FLAGS)),
      global,
      to,
    );
  }
  if (global) return { unsupported: `npm ${command} ${args.join(' ')}`.trim() };
  if (command === 'ci') return [to, 'install', '--frozen-lockfile', ...rest];
  if (command !== undefined && RUN.includes(command)) return [to, 'run', ...withoutSeparator(rest)];
  if (command !== undefined && command in LIFECYCLE) return [to, LIFECYCLE[command], ...withoutSeparator(rest)];
  if (command === 'exec') return [to, 'dlx', ...withoutSeparator(rest)];
  if (command === 'init' || command === 'create') {
    const initializer = rest.findIndex((arg) => !arg.startsWith('-'));
    if (initializer === -1)
      return command === 'init'
        ? [to, 'init', ...(to === 'pnpm' ? rest.filter((a) => a !== '-y' && a !== '--yes') : rest)]
        : { unsupported: 'npm create' };
    return [to, 'create', ...rest.slice(initializer)];
  }
  if (command === 'update' || command === 'up' || command === 'upgrade')
    return [to, to === 'yarn' ? 'upgrade' : 'update', ...rest];
  if (command !== undefined && command in SAME_NAME) return [to, SAME_NAME[command], ...rest];
  return { unsupported: command === undefined ? 'npm' : `npm ${command}` };
}

/** `yarn add x`, `yarn global add x`, `pnpm add --global x`; flags after the packages, as the managers print them. */
function addOrRemove(verb: 'add' | 'remove', args: string[], global: boolean, to: PackageManager): string[] {
  const packages = args.filter((arg) => !arg.startsWith('-'));
  const flags = args.filter((arg) => arg.startsWith('-'));
  if (global)
    return to === 'yarn' ? [to, 'global', verb, ...packages, ...flags] : [to, verb, '--global', ...packages, ...flags];
  return [to, verb, ...packages, ...flags];
}

/** `npm run build -- --watch`: Yarn and pnpm pass what follows the script name on without `--`. */
function withoutSeparator(args: string[]): string[] {
  const at = args.indexOf('--');
  return at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 1)];
}

// The content stage under `npm run dev` (scripts/content-stage.mts --watch): a first pass over the
// content before `next dev` starts, then a pass after every save. Each pass compiles what the save
// changed (lib/stage/run-stage.ts) and only then rewrites the content index, the module that makes
// Next run the routes again and refresh open pages: a route never renders a save the stage has not
// compiled. Tells its parent (scripts/dev.mjs) when the first pass is done.
import path from 'node:path';
import { watch } from 'chokidar';
import {
  buildContentIndex,
  contentRootFrom,
  writeContentIndex,
  writeSearchWarmUp,
} from '../../lib/content/content-index-writer.mjs';
import type { PageProblem } from '../../lib/stage/run-stage.ts';
import { stageSummary } from './count.mts';

type CompileMissing = (indexes: number[]) => Promise<PageProblem[]>;

/** How long saves must pause before llms-full.txt, which reads every doc's copy, is written again. */
const QUIET_AFTER_SAVE_MS = 1500;

export async function startWatching({ compileMissing }: { compileMissing: CompileMissing }): Promise<void> {
  const cwd = process.cwd();
  const root = contentRootFrom(process.env, cwd);
  /** Each file's stat and hash, so a save hashes only what changed. */
  const known = new Map();
  /** Files added or changed since the start, relative to the project, for the first search index. */
  const saved = new Set<string>();
  let index = buildContentIndex(root, { known });
  writeContentIndex(index, cwd);
  // The server warms search as it starts (instrumentation.ts), and writes `false` when done.
  writeSearchWarmUp(true, cwd);

  const { followContentIndex } = await import('../../lib/content/content-index.ts');
  const { clearStage, runWatchPass, writeLlmsFullAfterPass } = await import('../../lib/stage/run-stage.ts');
  clearStage();

  /** Whether llms-full.txt is behind the `.md` copies: written once saves pause, not before the refresh. */
  let llmsFullBehind = false;
  let llmsFullTimer: NodeJS.Timeout | undefined;
  async function pass(first: boolean): Promise<void> {
    try {
      const started = performance.now();
      const { pages, compiled, problems, copiesChanged } = await runWatchPass({ compileMissing });
      llmsFullBehind ||= copiesChanged;
      const ms = Math.round(performance.now() - started);
      if (first || compiled > 0) console.log(`[content] ${stageSummary(pages, compiled)} (${ms} ms)`);
      // The page shows its problems; the terminal lists them once, when the pass finds them.
      for (const problem of problems) console.warn(`[content] ${problem}`);
    } catch (error) {
      // A file the loaders cannot read (a broken front matter): the pages report it, with its line.
      console.warn(`[content] ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }

  async function writeLlmsFull(): Promise<void> {
    if (!llmsFullBehind) return;
    llmsFullBehind = false;
    await writeLlmsFullAfterPass().catch((error: unknown) =>
      console.warn(`[content] llms-full.txt not written: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  await pass(true);
  await writeLlmsFull();
  process.send?.({ ready: true });

  let running = false;
  let again = false;
  let pending: NodeJS.Timeout | undefined;
  async function afterSave(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      try {
        index = buildContentIndex(root, { known, saved });
      } catch (error) {
        // A file that vanished while the folder was read: the watcher's event for it starts the next pass.
        console.warn(`[content] could not index ${root}: ${(error as Error).message}`);
        continue;
      }
      followContentIndex(index);
      await pass(false);
      writeContentIndex(index, cwd);
    } while (again);
    // Reading every copy while Next renders the saved page would slow the refresh on two cores.
    clearTimeout(llmsFullTimer);
    llmsFullTimer = setTimeout(() => void writeLlmsFull(), QUIET_AFTER_SAVE_MS);
    running = false;
  }

  const watcher = watch(root, {
    ignoreInitial: true,
    // Editors save by writing a temporary file and renaming it; wait until the write settles so a
    // half-written page is not compiled (a few tens of milliseconds).
    awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
    ignored: (file) => path.basename(file).startsWith('.') || file.endsWith('~'),
  });
  for (const kind of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) {
    watcher.on(kind, (file: string) => {
      if (kind === 'add' || kind === 'change') saved.add(path.relative(cwd, file).split(path.sep).join('/'));
      clearTimeout(pending);
      // Events that come together (a folder copied in) make one pass, and one refresh.
      pending = setTimeout(() => void afterSave(), 10);
    });
  }
  watcher.on('error', (error) => console.warn(`[content watcher] ${(error as Error).message}`));
  process.on('disconnect', () => {
    void watcher.close();
    process.exit(0);
  });
}

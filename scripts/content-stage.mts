// The content stage: reads content/, checks it, compiles every page once (from the compile cache
// when nothing it is made from changed, else in one process per core) and writes what the routes
// and the site need (lib/stage/). Next's routes only read it. `npm run build` runs it once before
// `next build`; with a shard set (PLUMBLINE_SHARD), only that shard's docs, the merge writing the
// search index. `npm run dev` runs it with --watch before `next dev` starts, and again on each save
// (scripts/lib/watch-content.mts).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { enterBuildMode } from '../lib/content/build-mode.ts';
import { writeContentModules } from '../lib/content/content-index-writer.mjs';
import { assertPagesHaveDefaultExports } from './lib/integrity/check-pages.mjs';
import type { PageProblem } from '../lib/stage/run-stage.ts';

const root = process.cwd();
const watching = process.argv.includes('--watch');
if (watching) {
  // Before any content import: the loaders import the index the watcher writes.
  const { startWatching } = await import('./lib/watch-content.mts');
  await startWatching({ compileMissing });
} else {
  // As in the build's workers: no page text kept, files a page shows named by their bytes. Before
  // any content import, and after the content index the loaders import is written.
  enterBuildMode();
  writeContentModules(root);
  await buildOnce();
}

async function buildOnce(): Promise<void> {
  const { checkFrontMatter } = await import('./lib/content-check/check-front-matter.ts');
  const { formatContentProblem, sortContentProblems } = await import('./lib/content-check/content-problem.ts');
  const { contentRoot } = await import('../lib/content/files.ts');
  const { count, stageSummary } = await import('./lib/count.mts');
  try {
    assertPagesHaveDefaultExports(path.join(root, 'app'));
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  const frontMatter = sortContentProblems(checkFrontMatter(contentRoot).problems);
  if (frontMatter.length > 0) {
    console.error(
      `\nThe build stopped before compiling pages: the content has ${count(frontMatter.length, 'problem')}. Fix them all, then build again (npm run check also checks links and images):\n`,
    );
    for (const problem of frontMatter) console.error(formatContentProblem(problem));
    console.error('');
    process.exit(1);
  }

  const { runContentStage } = await import('../lib/stage/run-stage.ts');
  try {
    const { pages, compiled, problems } = await runContentStage({ compileMissing });
    if (problems.length > 0) {
      console.error(
        `\nThe build stopped: ${count(problems.length, 'page')} did not compile. Every problem found:\n\n${problems.join('\n\n')}\n`,
      );
      process.exit(1);
    }
    console.log(`content: ${stageSummary(pages, compiled)}`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/** A few pages (an edit since the last run) compile in this process: a process per core takes longer to start. */
async function compileMissing(indexes: number[]): Promise<PageProblem[]> {
  if (indexes.length > 4) return compileInChildren(indexes);
  const { compileInProcess } = await import('../lib/stage/run-stage.ts');
  return compileInProcess(indexes);
}

/**
 * Compiles the inputs at `indexes` (lib/stage/page-inputs.ts's order) in one process per core,
 * each taking the next page as it finishes one; returns the problems of pages that did not compile.
 * The processes start with this one's environment, so they see the content as it does.
 */
async function compileInChildren(indexes: number[]): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  const queue = [...indexes];
  const workers = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(queue.length / 4)));
  const worker = path.join(root, 'scripts', 'lib', 'stage-worker.mts');
  await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<void>((resolve, reject) => {
          const child = fork(worker, [], { stdio: 'inherit', execArgv: process.execArgv });
          const next = () => {
            const index = queue.shift();
            if (index === undefined) child.disconnect();
            else child.send({ index });
          };
          child.on('message', (message: { index: number; problem?: string }) => {
            if (message.problem !== undefined) problems.push({ index: message.index, problem: message.problem });
            next();
          });
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`A compile process of the content stage exited with ${code}.`)),
          );
          next();
        }),
    ),
  );
  return problems;
}

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CompileInput } from '@/lib/mdx/compile-input';
import { inTempProject } from '@/tests/helpers/temp-project';

/*
 * Pages outlined for search under npm run dev, in a project of its own: npm run dev keeps
 * outlines there across restarts.
 */
const project = inTempProject('content-render-', ['plumbline.build-cache', 'plumbline.dev-server']);
const FIXTURE = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const GENERATED_INDEX = path.join(process.cwd(), '.plumbline/content-index.json');
const PAGE_OUTLINE = '@/lib/content/page-outline';

/** The modules of one process: what a route and a dev server call. */
async function processModules(content: string) {
  return {
    content,
    render: await import('@/lib/content/render'),
    compile: await import('@/lib/stage/compile-page'),
    outlines: await import('@/lib/content/outline-store'),
    source: await import('@/lib/content/source'),
  };
}
type Started = Awaited<ReturnType<typeof processModules>>;

/** The processes a test started: a dev server writes its outlines a few seconds after it makes them. */
const processes: Started[] = [];

/** A process of `mode` over a copy of the fixture, its content index listing `saved` as saved since the start. */
async function startProcess(mode: 'development' | 'production' | 'test', saved: string[] = []): Promise<Started> {
  const content = path.join(project.dir, 'content');
  if (!fs.existsSync(content)) fs.cpSync(FIXTURE, content, { recursive: true });
  vi.stubEnv('NODE_ENV', mode);
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', content);
  vi.doMock(GENERATED_INDEX, () => ({ default: { root: content, stamp: 'fixture', saved } }));
  const started = await project.freshProcess(() => processModules(content));
  processes.push(started);
  return started;
}

/** A doc of the copy as the docs loader hands it to a route, its text replaced by `body` when given. */
function pageInput(started: Started, id: string, body?: string): CompileInput {
  const doc = started.source.getDocById(id);
  const input = { sourcePath: doc.sourcePath, body: doc.body, bodyStartLine: doc.bodyStartLine, format: doc.format };
  return body === undefined ? input : { ...input, body };
}

/** Counts the pages the next process outlines itself. */
function countOutlines() {
  const outlined = vi.fn();
  vi.doMock(PAGE_OUTLINE, async (actual) => {
    const real = await actual<typeof import('@/lib/content/page-outline')>();
    return { ...real, quickOutline: (page: CompileInput) => (outlined(), real.quickOutline(page)) };
  });
  return outlined;
}

afterEach(() => {
  // Written now, while the project is there, rather than by a timer once it has gone.
  for (const started of processes.splice(0)) started.outlines.writeOutlines();
  vi.unstubAllEnvs();
  vi.doUnmock(GENERATED_INDEX);
  vi.doUnmock(PAGE_OUTLINE);
});
afterAll(() => {
  vi.resetModules();
});

describe("a page's search outline", () => {
  it("is the compile's table of contents and sections", async () => {
    const started = await startProcess('test');
    const input = pageInput(started, 'guide/setup');
    const { toc, sections } = await started.compile.compileStagedInput({ kind: 'page', input });
    expect(await started.render.getSearchOutline(input)).toEqual({ toc, sections });
  });

  it('is empty for a page that does not compile, whose own page reports why', async () => {
    const started = await startProcess('test');
    const input = pageInput(started, 'guide/setup-in-mdx', 'It costs {price.');
    expect(await started.render.getSearchOutline(input)).toEqual({ toc: [], sections: [] });
  });

  it('is read back by a restarted npm run dev, not outlined again', async () => {
    const first = await startProcess('development');
    const outline = await first.render.getSearchOutline(pageInput(first, 'guide/reference'));
    first.outlines.writeOutlines();
    const outlined = countOutlines();
    const restarted = await startProcess('development');
    expect(await restarted.render.getSearchOutline(pageInput(restarted, 'guide/reference'))).toEqual(outline);
    expect(outlined).not.toHaveBeenCalled();
  });

  it('is outlined anew by a process other than npm run dev, which alone keeps outlines', async () => {
    const first = await startProcess('development');
    await first.render.getSearchOutline(pageInput(first, 'guide/reference'));
    first.outlines.writeOutlines();
    const outlined = countOutlines();
    const restarted = await startProcess('test');
    await restarted.render.getSearchOutline(pageInput(restarted, 'guide/reference'));
    expect(outlined).toHaveBeenCalledTimes(1);
  });
});

describe('a page in the first search index of npm run dev', () => {
  const TITLE_ONLY = { toc: [], sections: [{ id: '', depth: 0, heading: '', text: '' }] };
  /** The file as the content index names it: relative to the project. */
  const shown = (rel: string) => path.join('content/docs', rel);

  it('is known by its title alone when it was not saved since the start', async () => {
    const started = await startProcess('development');
    expect(await started.render.firstIndexOutline(pageInput(started, 'guide/reference'))).toEqual(TITLE_ONLY);
  });

  it('is outlined in full when it was saved since the start', async () => {
    const started = await startProcess('development', [shown('guide/reference.md')]);
    const outline = await started.render.firstIndexOutline(pageInput(started, 'guide/reference'));
    expect(outline.toc.map((item) => item.id)).toEqual(['options']);
    expect(outline.sections.map((section) => section.heading)).toEqual(['', 'Options']);
  });

  it('is outlined in full when a partial it includes was saved since the start', async () => {
    const started = await startProcess('development', [shown('shared/_note.mdx')]);
    const outline = await started.render.firstIndexOutline(pageInput(started, 'guide/setup'));
    expect(outline).not.toEqual(TITLE_ONLY);
    expect(outline.sections.map((section) => section.heading)).toContain('After the steps');
  });
});

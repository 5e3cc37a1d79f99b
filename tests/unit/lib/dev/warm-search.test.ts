import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_WARM_UP_FILE, writeSearchWarmUp } from '@/lib/content/content-index-writer.mjs';
import { inTempProject } from '@/tests/helpers/temp-project';
import { withContentDir } from '@/tests/helpers/with-content-dir';

/** A copy of a small site, which a test breaks. */
const content = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-warm-search-'));
fs.cpSync(path.join(process.cwd(), 'tests/fixtures/a-small-docs-site'), content, {
  recursive: true,
});
afterAll(() => fs.rmSync(content, { recursive: true, force: true }));

/** The server's request tracker, replaced so no HTTP listener outlives the file. */
const requests = { trackRequests: vi.fn(), untilNoRequests: vi.fn(async () => {}) };
const project = inTempProject('warm-search-', ['plumbline.build-cache']);
const site = withContentDir(content, async () => {
  vi.doMock('@/lib/dev/requests-in-flight', () => requests);
  return { ...(await import('@/lib/dev/warm-search')), ...(await import('@/lib/search/site-plan')) };
});
afterAll(() => {
  vi.doUnmock('@/lib/dev/requests-in-flight');
});

let log: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  log.mockRestore();
  warn.mockRestore();
});

const warmUpState = () => JSON.parse(fs.readFileSync(path.join(project.dir, SEARCH_WARM_UP_FILE), 'utf8')) as unknown;

describe('the search warm-up when next dev starts', () => {
  it('indexes every page, stepping aside for requests between pages, then says it has ended', async () => {
    const { indexes } = site.getSiteSearchPlan();
    const pages = indexes.reduce((sum, index) => sum + index.pages.length, 0);
    expect(pages).toBeGreaterThan(2);
    writeSearchWarmUp(true, project.dir);
    await site.warmSearch();
    expect(warn).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^\\[search\\] indexed ${pages} pages in \\d+ ms$`)),
    );
    expect(requests.trackRequests).toHaveBeenCalled();
    // Once after each page outlined and once after each index built.
    expect(requests.untilNoRequests).toHaveBeenCalledTimes(pages + indexes.length);
    expect(requests.untilNoRequests).toHaveBeenCalledWith(2000);
    expect(warmUpState()).toEqual({ running: false });
  });

  it('on a content file that stops the loaders, warns with the first line of the problem and still ends', async () => {
    fs.writeFileSync(path.join(content, 'docs/guide/broken.md'), '---\ntitle: Broken\ntitel: Typo\n---\n\nText.\n');
    writeSearchWarmUp(true, project.dir);
    warn.mockClear();
    await site.warmSearch();
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] as [string];
    expect(message).toMatch(/^\[search\] could not outline the pages in the background: \S/);
    expect(message).not.toContain('\n');
    expect(warmUpState()).toEqual({ running: false });
  });
});

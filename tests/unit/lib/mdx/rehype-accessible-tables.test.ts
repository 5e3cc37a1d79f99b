import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';

// Markdown rendered here has no Next.js app router around it; its links need one only to prefetch.
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

const site = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');

async function html(body: string) {
  const { code } = await compileMarkdownSource(
    { sourcePath: path.join(site, 'docs/index.md'), body, format: 'md' },
    { routesBySource: new Map(), contentRoot: site },
  );
  return renderToStaticMarkup(renderCompiledSource({ code }));
}

const table = '| Field | Port |\n| --- | --- |\n| PostgreSQL | 5432 |\n';

describe('table regions', () => {
  it('name each scrollable table after its heading, numbering repeats, so every landmark is unique', async () => {
    const out = await html(`${table}\n## Connection fields\n\n${table}\n${table}\n### Ports\n\n${table}`);
    const labels = [...out.matchAll(/role="region" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Table', 'Table: Connection fields', 'Table: Connection fields (2)', 'Table: Ports']);
    expect(out).toContain('<div class="table-scroll" tabindex="0" role="region"');
    expect(out).not.toContain('data-region-label');
  });
});

describe('comparison tables', () => {
  it('turn an empty corner header cell into a data cell, keeping the named headers', async () => {
    const out = await html('|  | Facts | Dimensions |\n| --- | --- | --- |\n| Holds | events | descriptions |\n');
    expect(out).toContain('<thead><tr><td></td><th>Facts</th><th>Dimensions</th></tr></thead>');
  });
});

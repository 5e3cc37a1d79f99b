import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownExportDir, placeMarkdownCopies } from '@/lib/markdown-export.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function outWith(files: Record<string, string>): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-out-'));
  dirs.push(out);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    fs.writeFileSync(path.join(out, rel), text);
  }
  return out;
}

describe('placing the Markdown copies after the build', () => {
  it('moves each copy next to its page and removes the export folder', () => {
    const out = outWith({ [`${markdownExportDir}/index.md`]: '# Home', [`${markdownExportDir}/agent/agent.md`]: '# Agents', 'agent/agent.html': '<html>' });
    expect(placeMarkdownCopies(out).sort()).toEqual(['agent/agent.md', 'index.md']);
    expect(fs.readFileSync(path.join(out, 'agent/agent.md'), 'utf8')).toBe('# Agents');
    expect(fs.readFileSync(path.join(out, 'index.md'), 'utf8')).toBe('# Home');
    expect(fs.existsSync(path.join(out, markdownExportDir))).toBe(false);
  });

  it('refuses to overwrite a file the build already wrote', () => {
    const out = outWith({ [`${markdownExportDir}/notes.md`]: '# Copy', 'notes.md': 'published file' });
    expect(() => placeMarkdownCopies(out)).toThrow(/already exists/);
  });

  it('says what to run when there are no copies', () => {
    expect(() => placeMarkdownCopies(outWith({}))).toThrow(/run `next build` first/);
  });
});

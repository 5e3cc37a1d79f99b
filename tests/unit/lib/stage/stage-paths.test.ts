import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyStagedOutput, STAGED_OUT_DIR } from '@/lib/stage/stage-paths.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-stage-'));
  dirs.push(dir);
  return dir;
}

function stageFile(root: string, rel: string, text: string) {
  const file = path.join(root, STAGED_OUT_DIR, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe("the stage's files, copied into out/ after next build", () => {
  it('puts each at its place in out/', () => {
    const root = tempDir();
    const out = tempDir();
    stageFile(root, 'agent/agent.md', '# Agent\n');
    stageFile(root, 'search-index/pieces/a.json', '{}');
    expect(copyStagedOutput(root, out)).toBe(2);
    expect(fs.readFileSync(path.join(out, 'agent/agent.md'), 'utf8')).toBe('# Agent\n');
    expect(fs.existsSync(path.join(out, 'search-index/pieces/a.json'))).toBe(true);
  });

  it('refuses to overwrite a file Next wrote there, naming it', () => {
    const root = tempDir();
    const out = tempDir();
    stageFile(root, 'agent.md', '# Agent\n');
    fs.writeFileSync(path.join(out, 'agent.md'), 'a file from public/');
    expect(() => copyStagedOutput(root, out)).toThrow(/Cannot write agent\.md into out\/: it already exists there/);
  });

  it('says to run the stage when it has not run', () => {
    expect(() => copyStagedOutput(tempDir(), tempDir())).toThrow(/is missing: run the content stage/);
  });
});

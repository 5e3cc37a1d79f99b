import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildBundle, EXAMPLE_BUNDLES } from '@/lib/examples/bundles';
import { listFiles } from '@/lib/content/files';
import { formatProblem, validateMetadata } from '@/lib/examples/validate-metadata';

const bundle = (file: string) => EXAMPLE_BUNDLES.find((b) => b.file === file)!;
const examples = path.join(process.cwd(), 'content/examples');

describe('the example downloads', () => {
  it('bundle all eleven NBA metadata files in the upload layout, and nothing else', () => {
    const names = Object.keys(unzipSync(buildBundle(bundle('nba-metadata.zip'))));
    expect(names).toEqual(
      listFiles(path.join(examples, 'nba'))
        .filter((f) => f.endsWith('.yml'))
        .map((f) => `nba/${f}`),
    );
    expect(names).toHaveLength(11);
  });

  it('hold metadata that passes the validator exactly as downloaded', () => {
    const entries = unzipSync(buildBundle(bundle('nba-metadata.zip')));
    const sources = Object.entries(entries).map(([name, bytes]) => ({
      path: name.replace(/^nba\//, ''),
      displayPath: name,
      text: strFromU8(bytes),
    }));
    expect(validateMetadata(sources).map(formatProblem)).toEqual([]);
  });

  it('bundle the sample data byte for byte: CSV files, DDL, load script and README', () => {
    const entries = unzipSync(buildBundle(bundle('nba-sample-data.zip')));
    const dir = path.join(examples, 'nba-sample-data');
    expect(Object.keys(entries)).toEqual(listFiles(dir).map((f) => `nba-sample-data/${f}`));
    for (const [name, bytes] of Object.entries(entries)) {
      expect(Buffer.from(bytes).equals(fs.readFileSync(path.join(examples, name))), name).toBe(true);
    }
  });

  it('come out identical on every build, so caches and checksums hold', () => {
    for (const b of EXAMPLE_BUNDLES)
      expect(Buffer.from(buildBundle(b)).equals(Buffer.from(buildBundle(b))), b.file).toBe(true);
  });

  it('stop the build with the folder named when there is nothing to bundle', () => {
    expect(() => buildBundle({ file: 'x.zip', folder: 'no-such-folder', include: () => true })).toThrow(
      'Download x.zip: content/examples/no-such-folder holds no files to bundle.',
    );
  });
});

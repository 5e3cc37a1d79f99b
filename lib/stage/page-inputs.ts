import fs from 'node:fs';
import { excerptInput, getPosts } from '../blog/source';
import type { Doc } from '../content/docs';
import { getStandalonePage, markdownPageSource } from '../content/pages';
import { getDocsVersion } from '../content/source';
import { inThisShard } from '../build/shard.mjs';
import type { CompileInput } from '../mdx/compile-input';

/** One thing the site compiles from Markdown, and what it is: a doc also gets its `.md` copy. */
export type StagedInput = { kind: 'doc'; input: Doc } | { kind: 'post' | 'excerpt' | 'page'; input: CompileInput };

/**
 * Every page input the site's routes render, in a fixed order: the docs (this shard's, in a
 * sharded build), then every post and its excerpt and the standalone Markdown page, which any
 * shard's blog lists and pages may show.
 */
export function stagedInputs(): StagedInput[] {
  const docs = inThisShard(getDocsVersion().docs, (doc) => doc.path);
  const posts = getPosts();
  return [
    ...docs.map((doc): StagedInput => ({ kind: 'doc', input: doc })),
    ...posts.map((post): StagedInput => ({ kind: 'post', input: post })),
    ...posts.map((post): StagedInput => ({ kind: 'excerpt', input: excerptInput(post) })),
    ...(fs.existsSync(markdownPageSource)
      ? [{ kind: 'page', input: getStandalonePage(markdownPageSource) } satisfies StagedInput]
      : []),
  ];
}

import { compileMarkdownSource } from '../mdx/compile';
import type { ParsedPage } from '../mdx/compile-input';
import type { LinkLookup } from '../mdx/remark-doc-links';
import { getDocIdsBySource, getRoutesBySource } from '../content/link-targets';
import { report } from '../integrity/report.mjs';
import { makeDocMarkdown } from '../llms';
import { siteConfig } from '../site-config';
import type { CompiledArtefact } from './compile-cache';
import { lookupRecorder } from './link-lookups';
import type { StagedInput } from './page-inputs';

/**
 * Compiles one page input: its MDX code, table of contents and search sections, and for a doc its
 * `.md` copy, made from the tree the compile parsed. Warnings print as they always do, and are
 * kept with the result. A page with problems throws them all (lib/mdx/page-problems.ts).
 */
export async function compileStagedInput(staged: StagedInput): Promise<CompiledArtefact> {
  const warnings: string[] = [];
  const warn = (line: string) => {
    warnings.push(line);
    console.warn(line);
  };
  let parsed: ParsedPage | undefined;
  const links = lookupRecorder();
  const compiled = await compileMarkdownSource(staged.input, {
    routesBySource: getRoutesBySource(),
    docIdsBySource: getDocIdsBySource(),
    onBrokenMarkdownLink: (message) => report(siteConfig.checks.onBrokenMarkdownLinks, message, warn),
    onBrokenMarkdownImage: (message) => report(siteConfig.checks.onBrokenMarkdownImages, message, warn),
    onPageWarning: (warning) => report('warn', warning.message, warn),
    onParsed: staged.kind === 'doc' ? (page) => (parsed = page) : undefined,
    onLinkLookup: links.record,
  });
  return {
    ...compiled,
    markdown: staged.kind === 'doc' ? docCopy(staged.input, parsed, links.record) : undefined,
    warnings,
    links: links.lookups(),
  };
}

/** The doc's copy from its compile's tree; made from its text again when that tree cannot give it. */
function docCopy(
  doc: Extract<StagedInput, { kind: 'doc' }>['input'],
  parsed: ParsedPage | undefined,
  onLinkLookup: (lookup: LinkLookup) => void,
): string {
  if (parsed) {
    try {
      return makeDocMarkdown(doc, parsed, onLinkLookup);
    } catch {
      // Made below from the page's text, which reports what is wrong with it.
    }
  }
  return makeDocMarkdown(doc, undefined, onLinkLookup);
}

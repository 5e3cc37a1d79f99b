import type { Root as HastRoot } from 'hast';
import type { Html, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import type { Position } from 'unist';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contentRoot, toDisplayPath } from '../content/files';
import { addPageProblems, addPartialReports, reportProblem } from './page-problems';
import { defaultImportName, MARKDOWN_IMPORT, readPartialFile, resolveMarkdownImport } from './partial-files';
import { PARTIAL_ELEMENT, rehypePartials } from './rehype-partials';
import { rehypeRawHtml } from './rehype-raw-html';
import { contentSourceFile, markOrigin, sourceLocation } from './source-file';

/** Each included partial's elements, by the key its placeholder carries. */
type PartialTrees = Map<string, HastRoot>;

declare module 'vfile' {
  interface DataMap {
    /** The page a partial is read for (its links by id and URL resolve as the page's): absolute source path. */
    pageSourcePath: string;
    /** The files being included, outermost first, to find a partial that includes itself. */
    partialChain: string[];
    /** Each included partial's elements, by the key its placeholder carries (rehype-partials.ts puts them in). */
    partialTrees: PartialTrees;
  }
}

export interface PartialOptions {
  /** The Markdown plugins a partial is read with: the page's own (remark-plugins.ts), as a function so no module imports itself. */
  remarkPlugins: () => PluggableList;
  /** Content folder, which `@site/` names; the site's content/ by default. */
  root?: string;
}

/** A page-level `import Name from './_name.md'`. */
interface PartialImport {
  name: string;
  specifier: string;
  /** The file, once found (a missing one is reported where it is imported). */
  path?: string;
  position?: Position;
  used: boolean;
}

/** A paragraph of a `.md` page that is an import line (MDX would read it as JavaScript). */
const IMPORT_PARAGRAPH = /^import\s/;
/** `<Name />` alone, as a `.md` page writes a partial where it belongs: the name is group 1. */
const SELF_CLOSING_TAG = /^<([A-Za-z_$][\w$]*)\s*\/>$/;

/**
 * Partials, as Docusaurus includes them: `import Steps from './_steps.md'` (or `.mdx`, or
 * `@site/docs/...`) and `<Steps />` where its text belongs, in `.md` and `.mdx` pages. Each use
 * is compiled here, in its own file (so its messages name the partial's lines, its relative links
 * and images resolve from it, and its admonitions, code, HTML and nested partials are read as any
 * page's), and rehype-partials.ts puts its elements in place of the use: they are the page's from
 * then on, so its headings join the page's table of contents and search sections, as Docusaurus 3
 * lists them. A missing file, a partial that includes itself, an import never used and a use the
 * site cannot draw (inside a paragraph, with props) are reported with their line and column.
 */
export function remarkPartials({ remarkPlugins, root = contentRoot }: PartialOptions) {
  return async (tree: Root, file: VFile) => {
    const imports = takeImports(tree, file, root);
    if (imports.size === 0) return;
    const uses: { node: RootContent; parent: Parent; index: number; partials: PartialImport[] }[] = [];
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      const partials = usedPartials(node, parent, imports, file);
      if (partials === undefined) return;
      if (partials === null) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      for (const partial of partials) partial.used = true;
      uses.push({ node: node as RootContent, parent, index, partials });
      return SKIP;
    });
    for (const partial of imports.values()) {
      if (!partial.used) {
        reportProblem(
          file,
          `The partial ${partial.specifier} imported as ${partial.name} in ${sourceLocation(file, partial)} is never used: write <${partial.name} /> on a line of its own where its text belongs, or delete the import.`,
          partial,
        );
      }
    }
    // From the last use back, so the indexes of earlier ones stay right.
    for (const { node, parent, index, partials } of uses.reverse()) {
      const placeholders = [];
      for (const partial of partials) {
        const key = await includePartial(partial, file, remarkPlugins());
        placeholders.push({
          type: 'partialUse',
          position: node.position,
          data: { hName: PARTIAL_ELEMENT, hProperties: { dataPartial: key } },
        });
      }
      parent.children.splice(index, 1, ...(placeholders as unknown as RootContent[]));
    }
  };
}

/** Takes the page's imports of Markdown files out of the tree (other imports stay for remark-mdx-constructs.ts), by the name each binds. */
function takeImports(tree: Root, file: VFile, root: string): Map<string, PartialImport> {
  const imports = new Map<string, PartialImport>();
  const chain = file.data.partialChain ?? (file.path ? [file.path] : []);
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    const isEsm = node.type === 'mdxjsEsm';
    const code = isEsm
      ? (node as MdxjsEsm).value
      : node.type === 'paragraph' && parent.type === 'root'
        ? toString(node)
        : '';
    if (!IMPORT_PARAGRAPH.test(code.trimStart()) || code.search(MARKDOWN_IMPORT) === -1) return;
    const rest = code.replace(MARKDOWN_IMPORT, (statement, specifier: string, offset: number) => {
      const position = positionAt(node.position, code, offset);
      const where = sourceLocation(file, { position });
      const name = defaultImportName(statement);
      if (!name) {
        reportProblem(
          file,
          `The import in ${where} takes names from ${specifier}, and a partial is imported by one name only: write import Name from '${specifier}', then <Name /> where its text belongs.`,
          { position },
        );
        // Its default name, if it has one, still names the partial: its use is not a second problem.
        const first = /^import\s+([A-Za-z_$][\w$]*)\s*,/.exec(statement)?.[1];
        if (first) imports.set(first, { name: first, specifier, position, used: true });
        return '';
      }
      const partial: PartialImport = { name, specifier, position, used: false };
      imports.set(name, partial);
      const resolved = resolveMarkdownImport(specifier, file.path ?? '', root);
      if ('problem' in resolved) {
        reportProblem(file, `The import in ${where} ${resolved.problem}.`, { position });
      } else if (chain.includes(resolved.path)) {
        const loop = [...chain.slice(chain.indexOf(resolved.path)), resolved.path].map(toDisplayPath).join(' -> ');
        reportProblem(
          file,
          `The import in ${where} includes ${specifier}, which is already being included (${loop}): a partial cannot include itself, directly or through another; remove one of the imports.`,
          { position },
        );
      } else {
        partial.path = resolved.path;
      }
      return '';
    });
    if (rest.trim() === '') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    // Imports of anything else stay, for remark-mdx-constructs.ts to accept or report.
    if (isEsm) (node as MdxjsEsm).value = rest;
    else (node as Parent).children = [{ type: 'text', value: rest.trim() }];
    return SKIP;
  });
  return imports;
}

/**
 * The partials `node` uses, when it writes imported names as elements: those it can draw, or
 * null for a use it cannot (reported: inside a paragraph, with props or children, run on into
 * other HTML). A `.md` page's HTML block may hold several, one a line.
 */
function usedPartials(
  node: unknown,
  parent: Parent,
  imports: Map<string, PartialImport>,
  file: VFile,
): PartialImport[] | null | undefined {
  const element = node as MdxJsxFlowElement | MdxJsxTextElement | Html;
  const inParagraph = (partial: PartialImport) =>
    cannotDraw(
      file,
      element,
      partial,
      `The partial <${partial.name} /> in ${sourceLocation(file, element)} sits inside a paragraph, where its paragraphs cannot go: put it on a line of its own, with a blank line before and after.`,
    );
  if (element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') {
    const partial = element.name ? imports.get(element.name) : undefined;
    if (!partial) return undefined;
    if (element.type === 'mdxJsxTextElement') return inParagraph(partial);
    if (element.attributes.length > 0 || element.children.length > 0)
      return cannotDraw(file, element, partial, withProps(partial, sourceLocation(file, element)));
    return [partial];
  }
  if (element.type !== 'html') return undefined;
  const lines = element.value
    .trim()
    .split('\n')
    .map((line) => line.trim());
  const named = lines.map((line) => imports.get(/^<([A-Za-z_$][\w$]*)/.exec(line)?.[1] ?? ''));
  const first = named.find((partial) => partial !== undefined);
  if (!first) return undefined;
  if (parent.type === 'paragraph') return inParagraph(first);
  const where = sourceLocation(file, element);
  const drawable = lines.flatMap((line, i) => (SELF_CLOSING_TAG.test(line) && named[i] ? [named[i]] : []));
  if (drawable.length === lines.length) return drawable;
  if (lines.length === 1) return cannotDraw(file, element, first, withProps(first, where));
  return cannotDraw(
    file,
    element,
    first,
    `The partial <${first.name} /> in ${where} runs on into the lines after it, which HTML would swallow: put a blank line after it, and each partial on a line of its own.`,
  );
}

function withProps(partial: PartialImport, where: string): string {
  return `The partial <${partial.name}> in ${where} is given props or content, which pages do not pass on (they run no JavaScript): write <${partial.name} /> alone, and put the text in the partial.`;
}

/** Reports a use the site cannot draw; the import counts as used, so it is not reported twice. */
function cannotDraw(file: VFile, node: { position?: Position }, partial: PartialImport, message: string): null {
  partial.used = true;
  reportProblem(file, message, node);
  return null;
}

/** Compiles one use of a partial and keeps its elements for rehype-partials.ts; the key its placeholder carries. */
async function includePartial(partial: PartialImport, page: VFile, plugins: PluggableList): Promise<string> {
  const trees = (page.data.partialTrees ??= new Map());
  const key = String(trees.size);
  trees.set(key, partial.path ? await partialTree(partial.path, page, plugins) : { type: 'root', children: [] });
  return key;
}

/**
 * A partial through the page's Markdown plugins and raw HTML, in its own file: what it would be as
 * a page, before ids, code colours or the table of contents, which the page gives its whole tree.
 */
async function partialTree(absPath: string, page: VFile, plugins: PluggableList): Promise<HastRoot> {
  let read: ReturnType<typeof readPartialFile>;
  try {
    read = readPartialFile(absPath);
  } catch (error) {
    addPageProblems(page, [{ file: toDisplayPath(absPath), line: 1, message: (error as Error).message }]);
    return { type: 'root', children: [] };
  }
  if (read.unusedFrontMatter) {
    const lines = read.unusedFrontMatter.lines;
    addPageProblems(page, [
      {
        file: toDisplayPath(absPath),
        line: 1,
        message: `The partial ${toDisplayPath(absPath)}:1:1 starts with front matter (lines 1-${lines}), which a partial does not use, so none of it would show: delete it; the page that includes the partial has its own.`,
      },
    ]);
  }
  const file = contentSourceFile({ sourcePath: absPath, body: read.body, bodyStartLine: read.bodyStartLine });
  file.data.pageSourcePath = page.data.pageSourcePath ?? page.path;
  file.data.partialChain = [...(page.data.partialChain ?? (page.path ? [page.path] : [])), absPath];
  const processor = unified()
    .use(remarkParse)
    .use(read.format === 'mdx' ? [remarkMdx] : [])
    .use(plugins)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml)
    .use(rehypePartials);
  let tree: HastRoot = { type: 'root', children: [] };
  try {
    tree = (await processor.run(processor.parse(file), file)) as HastRoot;
  } catch (error) {
    const failure = error as Error & { line?: number };
    addPageProblems(page, [
      {
        file: toDisplayPath(absPath),
        line: failure.line ?? 1,
        message: `The partial ${toDisplayPath(absPath)} could not be read: ${failure.message}`,
      },
    ]);
  }
  addPartialReports(page, file);
  markOrigin(tree, absPath);
  return tree;
}

/** The position of the text at `offset` in `code`, which starts where `position` does. */
function positionAt(position: Position | undefined, code: string, offset: number): Position | undefined {
  if (!position) return undefined;
  const before = code.slice(0, offset).split('\n');
  const line = position.start.line + before.length - 1;
  const column = before.length === 1 ? position.start.column + offset : before.at(-1)!.length + 1;
  return { start: { line, column }, end: { line, column } };
}

import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { isValidHeadingId, splitExplicitId } from './heading-ids';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';

/**
 * Takes the `{#my-id}` off the end of a heading and keeps it as the heading's id (heading-ids.ts
 * holds the rule). Done on the Markdown tree, before anything reads heading text (table labels,
 * the table of contents, search), so the braces never show anywhere.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'heading', (heading: Heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      // A comment closing an MDX heading (`## Note {/* for editors */}`) is gone by now; its space must go too, or it ends the id.
      last.value = last.value.replace(/[ \t]+$/, '');
      const found = splitExplicitId(last.value);
      if (!found) return;
      if (!isValidHeadingId(found.id)) {
        reportProblem(
          file,
          `The heading id "{#${found.id}}" in ${sourceLocation(file, heading)} is not one a link can point at: use letters, digits, "-" and "_" only, e.g. {#my-id}.`,
          heading,
        );
        return;
      }
      if (found.text) last.value = found.text;
      else heading.children.pop();
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: found.id } };
    });
  };
}

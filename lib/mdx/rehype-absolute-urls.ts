import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
};
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Makes every link and image URL absolute against the page's own URL, for HTML read away from
 * the site (feed readers resolve `/quick-start` or `#section` against nothing useful).
 */
export function rehypeAbsoluteUrls({ pageUrl }: { pageUrl: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      for (const attribute of URL_ATTRIBUTES[node.tagName] ?? []) {
        const value = node.properties[attribute];
        if (typeof value !== 'string' || value === '' || HAS_SCHEME.test(value)) continue;
        node.properties[attribute] = new URL(value, pageUrl).href;
      }
    });
  };
}

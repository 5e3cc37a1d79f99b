import { s } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import {
  ArrowLeft,
  ArrowUp,
  Check,
  ChevronDown,
  Copy,
  ExternalLink,
  FileText,
  Folder,
  House,
  Info,
  Lightbulb,
  Menu,
  NotebookPen,
  OctagonAlert,
  Search,
  Sun,
  Moon,
  SunMoon,
  TriangleAlert,
  X,
} from 'lucide';

/**
 * The site's one icon set: Lucide's icon data (plain arrays of SVG elements), drawn by
 * components/icons/icons.css, which `iconStylesheet()` writes. An icon on a page is an empty
 * element the stylesheet paints, so it costs a few bytes of HTML and of each payload, where an
 * inline SVG cost 250-550 bytes in each (ARCHITECTURE.md, "What a page weighs").
 */
export const iconSet = {
  arrowLeft: ArrowLeft,
  arrowUp: ArrowUp,
  check: Check,
  chevronDown: ChevronDown,
  close: X,
  copy: Copy,
  external: ExternalLink,
  file: FileText,
  folder: Folder,
  home: House,
  menu: Menu,
  moon: Moon,
  search: Search,
  sun: Sun,
  system: SunMoon,
  /** Admonitions, one per type (their looks: lib/mdx/admonition-types.ts). */
  note: NotebookPen,
  tip: Lightbulb,
  info: Info,
  warning: TriangleAlert,
  danger: OctagonAlert,
};

/** An icon as a standalone SVG document, drawn in black: the stylesheet uses it as a mask. */
export function iconSvg(node) {
  const attributes = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'black',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
  return toHtml(
    s(
      'svg',
      attributes,
      node.map(([tag, properties]) => s(tag, properties)),
    ),
    { space: 'svg', quote: "'", closeEmptyElements: true, tightSelfClosing: true },
  );
}

/** A data: URL for CSS: only the characters a CSS string or a URL cannot hold are escaped. */
const dataUrl = (svg) => `data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}`;

/** The text of components/icons/icons.css. */
export function iconStylesheet() {
  const rules = Object.entries(iconSet).map(
    ([name, node]) => `.icon[data-icon='${name}'] { --icon: url("${dataUrl(iconSvg(node))}"); }`,
  );
  return `/* Written by \`node scripts/write-icon-css.mjs\` from components/icons/icon-set.mjs: do not edit.
   Each icon is Lucide's drawing as a mask over the text colour, so it follows the colour of its
   control in both modes and in forced colours, and a page carries no SVG markup for it. */
.icon { display: inline-block; width: 1em; height: 1em; flex: none; vertical-align: -0.125em; background-color: currentColor; -webkit-mask: var(--icon) center / contain no-repeat; mask: var(--icon) center / contain no-repeat; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
@media (forced-colors: active) { .icon { forced-color-adjust: none; } }
${rules.join('\n')}
`;
}

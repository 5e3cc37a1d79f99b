import { createElement } from 'react';
import type { IconNode } from 'lucide';
import { ArrowLeft, ArrowUp, Check, ChevronDown, Copy, ExternalLink, FileText, Folder, House, Info, Lightbulb, Menu, NotebookPen, OctagonAlert, Search, Sun, Moon, SunMoon, TriangleAlert, X } from 'lucide';

/**
 * The site's one icon set: Lucide's icon data (the `lucide` package, plain arrays of SVG
 * elements) drawn here as SVG markup. Used by server components only, so an icon costs bytes of
 * HTML and no JavaScript; client components take icons as props or children from their server
 * parent. (lucide-react's components are client components: they would ship to every page.)
 */
const icons = {
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
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof icons;

/** A decorative icon: hidden from assistive technology, so its control or text must carry the name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className ? `icon ${className}` : 'icon'}
    >
      {icons[name].map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}

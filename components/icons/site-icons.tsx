import type { Element } from 'hast';
import { h } from 'hastscript';
import type { iconSet } from './icon-set.mjs';

export type IconName = keyof typeof iconSet;

/**
 * A decorative icon: hidden from assistive technology, so its control or text must carry the name.
 * components/icons/icons.css draws it (see icon-set.mjs for why it is not inline SVG).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} data-icon={name} aria-hidden="true" />;
}

/** <Icon>'s markup as a hast element, for lists written as one HTML string (components/layout/site-link-list.tsx). */
export function iconElement(name: IconName): Element {
  return h('span', { className: ['icon'], dataIcon: name, ariaHidden: 'true' });
}

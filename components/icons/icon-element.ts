import type { Element } from 'hast';
import { h } from 'hastscript';
import type { IconName } from './site-icons';

/** <Icon>'s markup (site-icons.tsx) as a hast element, for lists written as one HTML string (components/layout/site-link-list.tsx). */
export function iconElement(name: IconName): Element {
  return h('span', { className: ['icon'], dataIcon: name, ariaHidden: 'true' });
}

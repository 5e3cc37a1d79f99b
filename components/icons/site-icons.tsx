import type { iconSet } from './icon-set.mjs';

export type IconName = keyof typeof iconSet;

/**
 * A decorative icon: hidden from assistive technology, so its control or text must carry the name.
 * components/icons/icons.css draws it (see icon-set.mjs for why it is not inline SVG).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} data-icon={name} aria-hidden="true" />;
}

import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '@/components/icons/site-icons';
import { CopyButton } from './copy-button.client';

/** A highlighted block (already coloured at build time) plus its copy button, placed by CSS in the block's header bar. */
export function CodeBlockPre(props: ComponentPropsWithoutRef<'pre'>) {
  return (
    <>
      <pre {...props} tabIndex={0} />
      <CopyButton>
        <Icon name="copy" className="copy-icon" />
        <Icon name="check" className="copied-icon" />
        <span aria-hidden="true">Copy</span>
      </CopyButton>
    </>
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import { CopyButton } from './copy-button.client';

/** A highlighted block (already coloured at build time) plus its copy button. */
export function CodeBlockPre(props: ComponentPropsWithoutRef<'pre'>) {
  return (
    <>
      <pre {...props} tabIndex={0} />
      <CopyButton />
    </>
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '@/components/icons/site-icons';
import { CopyButton } from './copy-button.client';

type CodeBlockPreProps = ComponentPropsWithoutRef<'pre'> & { 'data-code-html'?: string };

/**
 * A highlighted block (already coloured at build time) plus its copy button, placed by CSS in the
 * block's header bar. Its lines come as one HTML string (lib/mdx/rehype-code-html.ts).
 */
export function CodeBlockPre({ 'data-code-html': html, children, ...props }: CodeBlockPreProps) {
  return (
    <>
      {html === undefined ? (
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
      ) : (
        <pre {...props} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <CopyButton>
        <Icon name="copy" className="copy-icon" />
        <Icon name="check" className="copied-icon" />
        <span aria-hidden="true">Copy</span>
      </CopyButton>
    </>
  );
}

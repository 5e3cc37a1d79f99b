import { createElement, type ReactElement } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import type { StagedPage } from '@/lib/stage/staged-pages';
import { mdxComponents } from './mdx-components';
import { PageProblem } from './page-problem';

/**
 * The JSX runtime compiled MDX reads from its first argument: `jsx`/`jsxs` in production code,
 * `jsxDEV` in development code (next-mdx-remote picks by NODE_ENV). A build run with another
 * NODE_ENV gets development code while React is bundled for production, without `jsxDEV`; the
 * production `jsx` takes the same first three arguments.
 */
const mdxRuntime = { ...jsxRuntime, jsxDEV: jsxDevRuntime.jsxDEV ?? jsxRuntime.jsx };

/**
 * Runs a page's compiled MDX (lib/mdx/compile.ts) with the site's components, as next-mdx-remote's
 * `compileMDX` does after compiling; a page that did not compile shows why.
 */
export function renderCompiledSource(page: Pick<StagedPage, 'code' | 'problem'>): ReactElement {
  if (page.problem !== undefined) return createElement(PageProblem, { problem: page.problem });
  const Content = new Function(page.code)(mdxRuntime).default;
  return createElement(Content, { components: mdxComponents });
}

import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { siteConfig } from '../site-config';
import { reportProblem, reportWarning } from './page-problems';

/**
 * A component of another site (Jest's `<LiteYouTubeEmbed>`), or an `import` the site cannot
 * resolve, at the level `siteChecks.onUnknownComponents` sets (lib/site-checks.mjs): 'throw', the
 * default, makes it a problem of the page, which stops the build; 'warn' prints it, and the page is
 * built without the tag (what it holds stays) or the import; 'ignore' leaves them out unsaid. So a
 * folder moved from a Docusaurus site can be built whole while its own components are replaced.
 * Returns whether the page goes on without it.
 */
export function reportUnknownComponent(file: VFile, message: string, node: { position?: Position }): boolean {
  const level = siteConfig.checks.onUnknownComponents;
  if (level === 'throw') {
    reportProblem(file, message, node);
    return false;
  }
  if (level === 'warn')
    reportWarning(
      file,
      `${message} The page is built without it (siteChecks.onUnknownComponents is 'warn' in lib/site-checks.mjs).`,
      node,
    );
  return true;
}

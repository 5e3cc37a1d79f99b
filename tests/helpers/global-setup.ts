import { ensureContentModules } from '@/lib/content/content-index-writer.mjs';

/** The loaders import the content index; a checkout that skipped `npm install`'s postinstall has none yet. */
export default function setup(): void {
  ensureContentModules();
}

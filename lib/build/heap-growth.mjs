// @ts-check
import v8 from 'node:v8';

/**
 * How far V8 lets a build process's heap grow past what its last collection kept: 30%, where its
 * default on a machine with a large heap limit is up to four times. A build process holds the
 * whole site's content and allocates a page's worth of garbage per page, so under the default its
 * resident memory follows the limit, not the content: the static-generation worker reached 1.3 GB
 * with 0.34 GB in use at 9,500 docs pages, and each `.md` copy process 1.0 GB. Next strips
 * `--max-old-space-size` from its worker and Node refuses this flag in NODE_OPTIONS, but V8 reads
 * it at every collection, so it is set from inside: by the root layout in the worker (app/layout.tsx)
 * and first thing by the scripts that run after `next build`. Measured on one `.md` copy process
 * at 3,800 docs: 546 MB -> 294 MB, 47.1 s -> 45.8 s.
 */
export const HEAP_GROWING_PERCENT = 100;

/** Sets the growth limit in this process; `next dev` keeps V8's default (the author's server is long-lived). */
export function boundHeapGrowth() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

// @ts-check
import v8 from 'node:v8';

/**
 * How far V8 lets a build process's heap grow past what its last collection kept: to twice that,
 * where its default on a machine with a large heap limit is up to four times. A build process
 * holds the whole site's content and makes a page's worth of garbage per page, so under the
 * default its resident memory follows the limit rather than the content: at 9,500 docs pages the
 * static-generation worker reached 1.3 GB with 0.34 GB in use, and each `.md` copy process 1.0 GB.
 * Next strips `--max-old-space-size` from its worker and Node refuses this flag in NODE_OPTIONS,
 * but V8 reads it at every collection, so it is set from inside: by the root layout in the worker
 * (app/layout.tsx) and first thing by the scripts that run after `next build`. Measured at 951
 * docs pages (npm run bench:scale): 100% took the build's peak from 1.43 to 1.33 GB and static
 * generation from 80 to 76 s; 30% took the peak to 1.24 GB but static generation to 92 s.
 */
export const HEAP_GROWING_PERCENT = 100;

/** Sets the growth limit in this process; `next dev` keeps V8's default (the author's server is long-lived). */
export function boundHeapGrowth() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

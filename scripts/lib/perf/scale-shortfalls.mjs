// @ts-check
/**
 * Where a K = 500 target of `npm run bench:scale` falls short, in the run's own figures: printed
 * under each target not met, so the report gives the measured cause beside the measured figure.
 */

const mb = (/** @type {number} */ bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const kbOf = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The processes at each peak, largest first, and how much each grew from K = 100 (the processes
 * of one command are paired by size).
 *
 * @param {any} big the K = 500 row
 * @param {any} hundred the K = 100 row
 */
export function memoryShortfall(big, hundred) {
  const sorted = (/** @type {any} */ row) => [...(row.peakProcesses ?? [])].sort((a, b) => b.rssMb - a.rssMb);
  const list = (/** @type {any[]} */ ps) => ps.map((p) => `${p.command} ${p.rssMb} MB`).join(', ');
  const before = sorted(hundred);
  const grew = sorted(big).map((p) => {
    const i = before.findIndex((q) => q.command === p.command);
    const from = i === -1 ? 0 : before.splice(i, 1)[0].rssMb;
    return `${p.command} ${p.rssMb - from >= 0 ? '+' : ''}${p.rssMb - from}`;
  });
  return [
    `at the K=500 peak: ${list(sorted(big))}`,
    `at the K=100 peak: ${list(sorted(hundred))}`,
    `grown (MB): ${grew.join(', ')}; within 1.2x the K=500 peak could hold ${mb(hundred.peakRssMb * 1.2 * 2 ** 20)}`,
  ];
}

/**
 * Static generation against the rest of the build, and the rate 10 minutes would need.
 *
 * @param {any} big the K = 500 row
 */
export function timeShortfall(big) {
  const { pages, seconds, firstPerMinute, lastPerMinute } = big.generation ?? {};
  if (!pages || !seconds) return [];
  const rest = big.buildS - seconds;
  const rate = (pages / seconds) * 60;
  const lines = [
    `static generation ${seconds.toFixed(0)} s of ${big.buildS.toFixed(0)} s: ${pages} routes at ${rate.toFixed(0)} a minute (first tenth ${firstPerMinute.toFixed(0)}, last tenth ${lastPerMinute.toFixed(0)}); the compile and the steps around it ${rest.toFixed(0)} s${big.steps ? ` (build steps: ${big.steps})` : ''}`,
  ];
  lines.push(
    rest < 600
      ? `under 10 min needs static generation at ${((pages / (600 - rest)) * 60).toFixed(0)} routes a minute or more, ${(((pages / (600 - rest)) * 60) / rate).toFixed(2)}x this run's rate, with the other steps as they are`
      : 'the steps besides static generation alone take 10 min or more',
  );
  return lines;
}

/**
 * out/ per docs page by kind, what the measured page's HTML holds of its inline RSC payload, and
 * what a 1 GB out/ leaves a page.
 *
 * @param {any} big the K = 500 row
 */
export function outShortfall(big) {
  const kinds = Object.entries(big.byKind ?? {}).sort(([, a], [, b]) => b.bytes - a.bytes);
  const perPage = kinds.map(
    ([kind, f]) => `${kind} ${kbOf(f.bytes / big.docs)} (${(f.files / big.docs).toFixed(2)} files)`,
  );
  const lines = [`per docs page: ${perPage.join(', ')}; 1 GB is ${kbOf(2 ** 30 / big.docs)} a docs page`];
  const { html, rsc } = big.page ?? {};
  if (html?.inlinePayload) {
    lines.push(
      `the measured page: HTML ${kbOf(html.raw)}, of which ${kbOf(html.inlinePayload)} is the RSC payload React hydrates from; its payload file ${kbOf(rsc.raw)}, written again as the page segment a prefetch fetches`,
    );
  }
  return lines;
}

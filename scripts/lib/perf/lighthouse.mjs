// @ts-check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Flags Debian's Chromium needs here (root, no GPU, small /dev/shm) plus no background noise. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcpMs: number, tbtMs: number, cls: number, failing: string[] }} LighthouseResult
 */

/**
 * Runs the `lighthouse` package's CLI once against `url` and reads its JSON report.
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor mobile is Lighthouse's default (simulated slow 4G, 4x CPU slowdown)
 * @param {{ chromePath: string, reportDir: string }} options
 * @returns {LighthouseResult}
 */
export function runLighthouse(url, formFactor, { chromePath, reportDir }) {
  fs.mkdirSync(reportDir, { recursive: true });
  const slug = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${formFactor}`;
  const reportPath = path.join(reportDir, `${slug}.json`);
  const args = [
    path.join(process.cwd(), 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const child = spawnSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
  });
  if (child.status !== 0 || !fs.existsSync(reportPath)) {
    throw new Error(`Lighthouse failed for ${url} (${formFactor}):\n${child.stderr || child.stdout}`);
  }
  return summarise(JSON.parse(fs.readFileSync(reportPath, 'utf8')));
}

/** @param {any} report */
function summarise(report) {
  const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? NaN;
  // Audits that cost points outside performance, so a score below 100 comes with its reasons.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    report.categories[category].auditRefs
      .filter(
        (/** @type {any} */ ref) =>
          ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
      )
      .map((/** @type {any} */ ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    failing,
  };
}

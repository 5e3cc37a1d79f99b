#!/usr/bin/env node
// The browser suites under load: the end-to-end and dev-server suites, three times in a row, with
// a process burning one of the machine's cores beside them, as a busy CI machine would. A test
// that passes alone and fails here depends on timing.
// Usage: npm run test:stress [-- runs [e2e|dev]] (both suites unless one is named)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const runs = Number(process.argv[2] ?? 3);
const only = process.argv[3];
const suites = [
  ['e2e', 'end-to-end', [], 'test-results/e2e.json'],
  ['dev', 'dev server', ['-c', 'playwright.dev.config.ts'], 'test-results/e2e-dev.json'],
].filter(([name]) => !only || name === only);

function readStats(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  } catch {
    return null;
  }
}

/** One Playwright suite, counted from its JSON report: failed counts flaky and unexpected alike. */
function suite(label, args, report) {
  const started = Date.now();
  spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: { ...process.env, CI: '1' } });
  const stats = readStats(report);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!stats) return { label, passed: 0, failed: 1, seconds, note: 'no report' };
  return { label, passed: stats.expected, failed: stats.unexpected + stats.flaky, seconds };
}

if (suites.some(([name]) => name === 'e2e') && !fs.existsSync('out/index.html')) {
  console.log('No out/ yet: building the site first.');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

// A tight loop in its own process keeps one core at 100% until it is killed.
const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const [, label, args, report] of suites) {
      const result = { run, ...suite(label, args, report) };
      results.push(result);
      console.log(`\n--- run ${run}, ${label}: ${result.passed} passed, ${result.failed} failed, ${result.seconds} s`);
    }
  }
} finally {
  burner.kill();
}

console.log('\nUnder load (one core burnt):');
for (const r of results)
  console.log(`  run ${r.run}  ${r.label.padEnd(10)}  ${r.passed} passed, ${r.failed} failed, ${r.seconds} s`);
process.exit(results.every((r) => r.failed === 0) ? 0 : 1);

#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: type check, lint, unit tests, a production build,
// then end-to-end tests against out/, then the dev-server tests. Ends with one plain line "N passed, N failed".
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = { passed: 0, failed: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${path}. Install Debian's package: sudo apt-get install -y chromium`);
    return;
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

/** The HTML validity test runs the W3C Nu checker (npm's vnu-jar), which needs a Java runtime. */
function ensureJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "Java not found: the HTML validity test needs it. Install Debian's package: sudo apt-get install -y default-jre-headless",
    );
    return;
  }
  console.log('Installing a Java runtime for the HTML validity test...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
    stdio: 'inherit',
  });
}

/** The PostgreSQL tests run the pages' psql and createdb lines against real servers, and make their TLS certificates with openssl. */
function ensurePostgresClient() {
  const missing = ['psql', 'createdb', 'openssl'].filter(
    (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.join(', ')} not found: the PostgreSQL tests need them. Install Debian's packages: sudo apt-get install -y postgresql-client openssl`,
    );
    return;
  }
  console.log(`Installing ${missing.join(', ')} for the PostgreSQL tests...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client openssl', {
    stdio: 'inherit',
  });
}

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

check('Type check', 'npx', ['tsc', '--noEmit']);
check('Lint', 'npm', ['run', 'lint']);

ensurePostgresClient();
run('Unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
]);
const unit = readJson('test-results/unit.json');
if (unit) {
  results.passed += unit.numPassedTests;
  results.failed += unit.numFailedTests + (unit.numFailedTestSuites ?? 0);
} else {
  results.failed += 1;
}

// The real build on copies of the project, with a broken link and a broken anchor injected.
run('Integration tests', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.integration.config.mts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/integration.json',
]);
const integration = readJson('test-results/integration.json');
if (integration) {
  results.passed += integration.numPassedTests;
  results.failed += integration.numFailedTests + (integration.numFailedTestSuites ?? 0);
} else {
  results.failed += 1;
}

const built = check('Production build', 'npm', ['run', 'build']);
if (built) {
  ensureChromium();
  ensureJava();
  runPlaywright('End-to-end tests', [], 'test-results/e2e.json');
}

// The authors' loop (issue 13): a real `next dev` on a copy of the project, edited while open.
ensureChromium();
runPlaywright('Dev server tests', ['-c', 'playwright.dev.config.ts'], 'test-results/e2e-dev.json');

/**
 * A Playwright suite, counted from its JSON report; a flaky test counts as a failure, and so does
 * each error outside a test (a web server that could not start, say) and a suite that ran nothing.
 */
function runPlaywright(label, args, report) {
  run(label, 'npx', ['playwright', 'test', ...args], { CI: process.env.CI ?? '1' });
  const json = readJson(report);
  if (json?.stats) {
    results.passed += json.stats.expected;
    results.failed += json.stats.unexpected + json.stats.flaky + (json.errors?.length ?? 0);
    if (json.stats.expected + json.stats.unexpected + json.stats.flaky === 0) results.failed += 1;
  } else {
    results.failed += 1;
  }
}

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);

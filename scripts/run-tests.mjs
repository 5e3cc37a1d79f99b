#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: type check and lint, a production build, then the
// browser suites beside the vitest suites. Ends with one plain line "N passed, N failed".
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = { passed: 0, failed: 0 };

const times = [];

/**
 * Runs one step and resolves with whether it passed. A buffered step (one that runs beside
 * another) prints its output in one piece when it ends, so two steps never interleave lines.
 */
function run(label, command, args, { env = {}, buffered = false } = {}) {
  const header = `\n=== ${label}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push([label, seconds]);
      if (buffered) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`--- ${label}: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s`);
      resolve(code === 0);
    });
  });
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
  // openssl takes `version`, not `--version`.
  const probes = { psql: ['--version'], createdb: ['--version'], openssl: ['version'] };
  const missing = Object.entries(probes)
    .filter(([tool, args]) => spawnSync(tool, args, { stdio: 'ignore' }).status !== 0)
    .map(([tool]) => tool);
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

ensurePostgresClient();
ensureChromium();
ensureJava();

// The type check and the linter each use one core: side by side they take the time of the longer.
const [typed, linted] = await Promise.all([
  run('Type check', 'npx', ['tsc', '--noEmit'], { buffered: true }),
  run('Lint', 'npm', ['run', 'lint'], { buffered: true }),
]);
count(typed);
count(linted);

const built = await run('Production build', 'npm', ['run', 'build']);
count(built);

// Two lanes side by side, so both cores stay busy to the end. The browser lane: the end-to-end
// tests against out/, then the authors' loop on a real `next dev`. The vitest lane: the unit,
// content and integration tests one file at a time, so that beside the browser suites it never
// takes more than the one busy core they are proven against (npm run test:stress), then the real
// builds on copies of the project, which would starve the end-to-end tests of both cores.
await Promise.all([
  (async () => {
    if (built) await runPlaywright('End-to-end tests', [], 'test-results/e2e.json');
    await runPlaywright('Dev server tests', ['-c', 'playwright.dev.config.ts'], 'test-results/e2e-dev.json');
  })(),
  (async () => {
    await runVitest('Unit tests', ['--maxWorkers=1'], 'test-results/unit.json');
    await runVitest(
      'Integration tests',
      ['--config', 'vitest.integration.config.mts'],
      'test-results/integration.json',
    );
  })(),
]);

/** A step that passes or fails as a whole. */
function count(ok) {
  results[ok ? 'passed' : 'failed'] += 1;
}

/** A vitest suite, counted from its JSON report; a file that fails to load counts as a failure. */
async function runVitest(label, args, report) {
  await run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    {
      buffered: true,
    },
  );
  const json = readJson(report);
  if (json) {
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests + (json.numFailedTestSuites ?? 0);
  } else {
    results.failed += 1;
  }
}

/**
 * A Playwright suite, counted from its JSON report; a flaky test counts as a failure, and so does
 * each error outside a test (a web server that could not start, say) and a suite that ran nothing.
 */
async function runPlaywright(label, args, report) {
  await run(label, 'npx', ['playwright', 'test', ...args], { env: { CI: process.env.CI ?? '1' } });
  const json = readJson(report);
  if (json?.stats) {
    results.passed += json.stats.expected;
    results.failed += json.stats.unexpected + json.stats.flaky + (json.errors?.length ?? 0);
    if (json.stats.expected + json.stats.unexpected + json.stats.flaky === 0) results.failed += 1;
  } else {
    results.failed += 1;
  }
}

console.log(`\nTimes: ${times.map(([label, seconds]) => `${label} ${seconds} s`).join('; ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);

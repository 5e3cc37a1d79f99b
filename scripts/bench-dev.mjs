#!/usr/bin/env node
// The authors' loop, measured (a script, not a test): for each content size K (the
// docs copied K times, scripts/lib/scale-content.mjs), starts `next dev` on a copy of the project
// and prints, in Chromium: save-to-refresh (a page open, its file saved, until the new text
// shows), a warm page request, the first search after the server started (focus, type, first
// suggestion), a search for a word just saved, and the first search after a restart of the
// server on the same copy. Usage: npm run bench:dev [-- 1 50]
// Figures go to stdout and bench-results/dev.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startDevServer } from './lib/dev-server.mjs';
import { scaleDocs } from './lib/scale-content.mjs';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((k) => k >= 1);
const KS = SIZES.length > 0 ? SIZES : [1, 50];
const PAGE = '/agent/create-agent';
const FILE = 'content/docs/agent/create-agent.md';
const SAVES = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const results = [];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  for (const k of KS) {
    let docs = 0;
    let server = await startDevServer({ edit: (dir) => (docs = scaleDocs(path.join(dir, 'content/docs'), k)) });
    try {
      console.log(`\n=== K = ${k}: ${docs} docs pages, next dev at ${server.url}`);
      const figures = await measure(server);
      // An author stops and starts `npm run dev` far more often than they clone: the same copy
      // again, with what the first server kept in .next/ (Turbopack's cache, search outlines and
      // indexes). A server an author used has long finished its warm-up, so this one must too.
      while (!/\[search\] (indexed|could not)/.test(server.log()))
        await new Promise((resolve) => setTimeout(resolve, 250));
      await server.stop({ keepCopy: true });
      server = await startDevServer({ copy: server.dir });
      results.push({ k, docs, ...figures, firstSearchAfterRestartMs: await timeFirstSearch(server) });
      print(results.at(-1));
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(
  'bench-results/dev.json',
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, page: PAGE, results }, null, 2)}\n`,
);

async function measure(server) {
  const firstSearchMs = await timeFirstSearch(server);

  const page = await browser.newPage();
  // Listening once Next's hot-reload socket has spoken: saves before that would go unseen.
  const heard = new Promise((resolve) => {
    const onSocket = (ws) => {
      if (!/\/_next\/(webpack-)?hmr/.test(ws.url())) return;
      page.off('websocket', onSocket);
      ws.once('framereceived', resolve);
    };
    page.on('websocket', onSocket);
  });
  await page.goto(`${server.url}${PAGE}`, { timeout: 600_000 });
  await heard;
  const warmRequestMs = await timeRequest(`${server.url}${PAGE}`);
  const original = server.read(FILE);
  const saves = [];
  for (let i = 1; i <= SAVES; i += 1) {
    const marker = `Saved sentence number ${i} ${Date.now()}.`;
    const started = performance.now();
    server.write(FILE, `${original}\n${marker}\n`);
    await page.getByText(marker).waitFor({ state: 'attached', timeout: 120_000 });
    saves.push(performance.now() - started);
  }
  const word = `quokka${Date.now().toString(36)}`;
  const saved = performance.now();
  server.write(FILE, `${original}\n## ${word} heading\n`);
  await page.getByRole('heading', { name: `${word} heading` }).waitFor({ state: 'attached', timeout: 120_000 });
  const shownMs = performance.now() - saved;
  const searchAfterSaveMs = await timeSuggestions(page, word, (text) => text.includes(word));
  server.write(FILE, original);
  await page.close();
  return {
    saveToRefreshMs: median(saves),
    saveToRefreshMaxMs: Math.max(...saves),
    warmRequestMs,
    firstSearchMs,
    searchAfterSave: { shownMs, suggestionsMs: searchAfterSaveMs },
  };
}

/** The first search after the server started (the page opened first): the indexes warm in the background meanwhile. */
async function timeFirstSearch(server) {
  const page = await browser.newPage();
  await page.goto(`${server.url}${PAGE}`, { timeout: 600_000 });
  const ms = await timeSuggestions(page, 'agent', () => true);
  await page.close();
  return ms;
}

/** Focus the search box and type `query`: milliseconds until a suggestion passing `accept` shows. */
async function timeSuggestions(page, query, accept) {
  const input = page.getByRole('combobox', { name: 'Search', exact: true });
  const option = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first();
  const started = performance.now();
  await input.click();
  await input.fill(query);
  await option.waitFor({ timeout: 600_000 });
  while (!accept(await option.innerText())) await option.waitFor({ timeout: 600_000 });
  return performance.now() - started;
}

async function timeRequest(url) {
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - started);
  }
  return median(times);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function print(row) {
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(
    `save to refreshed page: median ${ms(row.saveToRefreshMs)}, max ${ms(row.saveToRefreshMaxMs)} (${SAVES} saves; target 2 s)`,
  );
  console.log(`warm page request (server render): median ${ms(row.warmRequestMs)}`);
  console.log(`first search after server start: ${ms(row.firstSearchMs)} to the first suggestion (target 2 s)`);
  console.log(`first search after a restart: ${ms(row.firstSearchAfterRestartMs)} to the first suggestion`);
  console.log(
    `saved heading shown ${ms(row.searchAfterSave.shownMs)} after the save; then found by search in ${ms(row.searchAfterSave.suggestionsMs)}`,
  );
}

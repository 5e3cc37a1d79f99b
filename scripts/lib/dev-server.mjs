// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { copyProject } from './project-copy.mjs';

/**
 * `next dev` on a throwaway copy of the project (so edits never touch the repository), on a free
 * port, niced: the dev e2e tests and `npm run bench:dev` drive it. `edit` may change the copy
 * (e.g. scale its docs) before the server starts. `copy` starts it again on a copy an earlier
 * server was stopped with `stop({ keepCopy: true })`, as an author restarts `npm run dev`.
 * @param {{ root?: string, edit?: (dir: string) => void, copy?: string, readyTimeoutMs?: number }} [options]
 */
export async function startDevServer({ root = process.cwd(), edit, copy, readyTimeoutMs = 180_000 } = {}) {
  const dir = copy ?? copyProject(root, 'plumbline-dev-');
  if (!copy) edit?.(dir);
  const port = await freePort();
  // The copy's own content/, and next dev's own NODE_ENV (a test runner may have set "test").
  const env = /** @type {NodeJS.ProcessEnv} */ (
    Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'PLUMBLINE_CONTENT_DIR' && key !== 'NODE_ENV'),
    )
  );
  env.NEXT_TELEMETRY_DISABLED = '1';
  // Own process group, so stop() ends the server and every worker it started, and nothing else.
  const child = spawn('nice', ['-n', '15', 'node', 'scripts/dev.mjs', '-p', String(port)], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  /** @type {((line: string) => void)[]} */
  const watchers = [];
  const onData = (/** @type {Buffer} */ data) => {
    log += data;
    for (const watcher of watchers) watcher(log);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitForLog(child, watchers, () => log, /Ready in/, readyTimeoutMs);
  } catch (error) {
    stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    port,
    url: `http://127.0.0.1:${port}`,
    /** Everything the server printed so far. */
    log: () => log,
    /**
     * Resolves when the server's output (from now on) matches `pattern`.
     * @param {RegExp} pattern
     */
    waitForOutput: (pattern, timeoutMs = readyTimeoutMs) => {
      const from = log.length;
      return waitForLog(child, watchers, () => log.slice(from), pattern, timeoutMs);
    },
    /** @param {string} rel @param {string} text */
    write: (rel, text) => fs.writeFileSync(path.join(dir, rel), text),
    /**
     * Writes the whole file beside it, then renames it into place, as the project writes the
     * modules it generates (a reader never sees it half written).
     * @param {string} rel @param {string} text
     */
    replace: (rel, text) => {
      const partial = `${path.join(dir, rel)}.partial`;
      fs.writeFileSync(partial, text);
      fs.renameSync(partial, path.join(dir, rel));
    },
    /** @param {string} rel */
    read: (rel) => fs.readFileSync(path.join(dir, rel), 'utf8'),
    /** @param {string} rel */
    remove: (rel) => fs.rmSync(path.join(dir, rel)),
    /** Stops the server and its workers; the copy goes too unless `keepCopy`. */
    async stop({ keepCopy = false } = {}) {
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      stop();
      await exited;
      if (!keepCopy) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {((text: string) => void)[]} watchers
 * @param {() => string} text
 * @param {RegExp} pattern
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
function waitForLog(child, watchers, text, pattern, timeoutMs) {
  return new Promise((resolve, reject) => {
    const done = (/** @type {Error | null} */ error) => {
      clearTimeout(timer);
      watchers.splice(watchers.indexOf(watcher), 1);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const watcher = () => {
      if (pattern.test(text())) done(null);
    };
    const onExit = (/** @type {number | null} */ code) =>
      done(new Error(`next dev exited (${code}) before printing ${pattern}:\n${text().slice(-3000)}`));
    const timer = setTimeout(
      () => done(new Error(`next dev did not print ${pattern} within ${timeoutMs} ms:\n${text().slice(-3000)}`)),
      timeoutMs,
    );
    watchers.push(watcher);
    child.once('exit', onExit);
    watcher();
  });
}

/** A port nothing listens on now: the OS picks it. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

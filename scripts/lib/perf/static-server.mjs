// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Serves a folder with `serve`, the way the e2e tests and `npm run serve` do, and resolves once
 * it answers. The caller stops it with the returned function.
 * @param {{ dir: string, port: number, projectRoot: string, config?: string }} options
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startStaticServer({ dir, port, projectRoot, config }) {
  const args = [dir, '-l', String(port), '--no-clipboard', ...(config ? ['-c', config] : [])];
  const child = spawn(path.join(projectRoot, 'node_modules/.bin/serve'), args, { stdio: 'ignore' });
  const url = `http://localhost:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`serve exited with code ${child.exitCode}; is port ${port} taken?`);
    try {
      const response = await fetch(`${url}/`);
      if (response.status < 500) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`serve did not answer on ${url} within 10 s.`);
}

import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * One message is set aside: `<link rel="expect" blocking="render">` (app/layout.tsx) is in the
 * HTML Standard since 2024 (https://html.spec.whatwg.org/#link-type-expect), and the checker
 * does not know it yet; it is matched whole, so any other message about it still fails.
 */
const NOT_YET_IN_CHECKER =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;

const vnu = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

export interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * Runs the W3C's Nu HTML Checker (the `vnu-jar` package, with Java), the validator behind
 * validator.w3.org, on files or folders, and resolves with its error messages.
 */
export function runChecker(targets: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', ...targets]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`The HTML checker needs Java (apt-get install -y default-jre-headless): ${error.message}`)),
    );
    child.on('close', () => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`The HTML checker printed no report: ${stderr.slice(0, 500)}`));
      }
    });
  });
}

let wholeSite: Promise<Map<string, string[]>> | undefined;

/**
 * The checker's errors for one built HTML file. The checker starts once per test worker on the
 * whole of out/ (a Java start per page would cost more than the check), the first time a page asks.
 */
export async function invalidHtml(file: string): Promise<string[]> {
  wholeSite ??= runChecker([path.join(process.cwd(), 'out')]).then((messages) => {
    const byFile = new Map<string, string[]>();
    for (const m of messages) {
      if (NOT_YET_IN_CHECKER.test(m.message)) continue;
      const at = new URL(m.url ?? 'file:///?').pathname;
      byFile.set(at, [...(byFile.get(at) ?? []), `line ${m.lastLine}: ${m.message}`]);
    }
    return byFile;
  });
  return (await wholeSite).get(file) ?? [];
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Every page checked by the W3C's Nu HTML Checker (the `vnu-jar` package, run with Java), the
 * validator behind validator.w3.org. Issue 14: the navbar's `<input type="search"
 * role="combobox">` failed it on every page.
 *
 * One message is set aside: `<link rel="expect" blocking="render">` (app/layout.tsx) is in the
 * HTML Standard since 2024 (https://html.spec.whatwg.org/#link-type-expect), and the checker
 * does not know it yet; it is matched whole, so any other message about it still fails.
 */
const NOT_YET_IN_CHECKER =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;

const vnu = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

function check(target: string[]): VnuMessage[] {
  const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', ...target], {
    encoding: 'utf8',
  });
  if (run.error)
    throw new Error(`The HTML checker needs Java (apt-get install -y default-jre-headless): ${run.error.message}`);
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

test('every HTML page in out/ is valid HTML', () => {
  const out = path.join(process.cwd(), 'out');
  expect(fs.existsSync(path.join(out, 'index.html'))).toBe(true);
  const errors = check([out])
    .filter((m) => !NOT_YET_IN_CHECKER.test(m.message))
    .map((m) => `${path.relative(out, new URL(m.url ?? 'file:///?').pathname)}:${m.lastLine} ${m.message}`);
  expect(errors).toEqual([]);
});

test('the checker reports the defect issue 14 found, so the test above can fail', () => {
  const file = test.info().outputPath('combobox.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    '<!doctype html><html lang="en"><head><title>t</title></head><body><form role="search"><input type="search" role="combobox" aria-label="Search" aria-expanded="false"></form></body></html>',
  );
  expect(check([file]).map((m) => m.message)).toEqual(['Bad value “search” for attribute “type” on element “input”.']);
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runChecker } from '../helpers/playwright/page-checks/html-validity';

/**
 * The crawl (every-page.spec.ts) checks every built page with the W3C's Nu HTML Checker; this
 * shows the checker finds a defect the site once had on every page (the navbar's
 * `<input type="search" role="combobox">`), so a clean crawl means something.
 */
test('the HTML checker reports an input typed search with the combobox role', async () => {
  const file = test.info().outputPath('combobox.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    '<!doctype html><html lang="en"><head><title>t</title></head><body><form role="search"><input type="search" role="combobox" aria-label="Search" aria-expanded="false"></form></body></html>',
  );
  expect((await runChecker([file])).map((m) => m.message)).toEqual([
    'Bad value “search” for attribute “type” on element “input”.',
  ]);
});

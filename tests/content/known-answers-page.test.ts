import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownAnswers } from '@/scripts/lib/examples/sample-data/known-answers.mjs';

/*
 * The troubleshooting page tells readers what the NBA sample agent must answer after every
 * metadata change. The answers are computed from the sample rows, so a page that quotes a wrong
 * number fails here rather than sending a reader hunting for a bug that is not there.
 */
const pageFile = 'content/docs/agent/troubleshoot-answers.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');

describe(`the known-answer questions on ${pageFile}`, () => {
  it.each(knownAnswers().map((a) => [a.question, a.answer] as const))('"%s" is answered "%s"', (question, answer) => {
    const row = page.split('\n').find((line) => line.startsWith(`| ${question} |`));
    expect(row, `${pageFile} has no table row for "${question}"`).toBeDefined();
    expect(row!.split('|')[2].trim(), `${pageFile}: the answer to "${question}"`).toBe(answer);
  });
});

describe('the quick start', () => {
  const quickStart = fs.readFileSync(path.join(process.cwd(), 'content/docs/quick-start.md'), 'utf8');

  it('names the same points-per-game leader as the known answers', () => {
    const leader = knownAnswers()
      .find((a) => a.question.includes('points per game'))!
      .answer.replace(', ', ' with ');
    expect(quickStart).toContain(`the first row is ${leader} points per game`);
  });
});

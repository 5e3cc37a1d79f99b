import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templatePattern, validatorMessage, VALIDATOR_MESSAGES } from '@/lib/examples/validator-messages';

/*
 * The catalogue is how the key reference page knows every message the validator can report. It
 * only works if no rule writes its message text itself: a new rule whose message is written in
 * place fails here, with the line to move into lib/examples/validator-messages.ts.
 */
const libDir = path.join(process.cwd(), 'lib/examples');
const CATALOGUE = 'validator-messages.ts';

// A message written in place: `message: '...'`, or a literal given to a zod check as its message.
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;
const LITERAL_MESSAGE = /\bmessage:\s*[`'"]|\.(?:refine|regex|min|max|length)\([^)]*,\s*[`'"]|\berror:\s*[`'"]/;

describe('the validator message catalogue', () => {
  it('gives each message its own id and its own wording', () => {
    const ids = VALIDATOR_MESSAGES.map((m) => m.id);
    const templates = VALIDATOR_MESSAGES.map((m) => m.template);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(templates.filter((t, i) => templates.indexOf(t) !== i)).toEqual([]);
  });

  it('fills every placeholder of a template with the values of the finding', () => {
    const message = validatorMessage('unknown-level', {
      level: 'week',
      hierarchy: 'season_calendar',
      levels: 'season, game_date',
    });
    expect(message).toBe('"week" is not a level of hierarchy "season_calendar" (its levels: season, game_date)');
    expect(templatePattern(VALIDATOR_MESSAGES.find((m) => m.id === 'unknown-level')!.template).test(message)).toBe(
      true,
    );
  });

  it('is where every rule in lib/examples takes its message from', () => {
    const inPlace = fs
      .readdirSync(libDir)
      .filter((f) => f.endsWith('.ts') && f !== CATALOGUE)
      .flatMap((f) =>
        fs
          .readFileSync(path.join(libDir, f), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            LITERAL_MESSAGE.test(line) && !COMMENT.test(line) ? [`lib/examples/${f}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(
      inPlace,
      `write these messages as entries of lib/examples/${CATALOGUE} and call validatorMessage(id, values)`,
    ).toEqual([]);
  });
});

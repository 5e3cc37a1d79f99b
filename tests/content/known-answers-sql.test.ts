import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownAnswers } from '@/scripts/lib/examples/sample-data/known-answers.mjs';
import { openSampleDatabase } from '@/scripts/lib/examples/sample-database';

/*
 * The known-answer questions of troubleshoot-answers.md, answered a second way: with SQL on the
 * sample as a reader loads it, not from the generator's rows. Each diagnostic in the page's last
 * column is then tested with its mistake made: a query that makes the mistake must give another
 * answer, or the question could not reveal it and the page would promise a check that never fires.
 */
const pageFile = 'content/docs/agent/troubleshoot-answers.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');

type Row = Record<string, unknown>;
interface Check {
  /** Matches the question; its groups are the query's parameters (a season, a player). */
  question: RegExp;
  sql: string;
  answer: (row: Row) => string;
  /** Each mistake the page's last column names: words it uses, and the query that makes it. */
  mistakes: { named: string; sql: string }[];
}

const plural = (n: unknown, one: string, many: string) => `${Number(n)} ${Number(n) === 1 ? one : many}`;
const REGULAR = "g.season_type = 'Regular Season'";
const teamGames = (join = 't.team_id = tg.team_id') =>
  `FROM team_game_stats_f tg JOIN game_f g ON g.game_id = tg.game_id JOIN team_d t ON ${join}`;
const winPct = (denominator: string) =>
  `ROUND(100.0 * COUNT(*) FILTER (WHERE tg.won) / ${denominator}, 1)::text AS answer`;
const leader = (value: string, where: string) =>
  `SELECT p.player_name, ${value} AS value FROM player_game_stats_f s JOIN game_f g ON g.game_id = s.game_id JOIN player_d p ON p.player_id = s.player_id
   WHERE ${where} GROUP BY p.player_id, p.player_name ORDER BY ${value} DESC LIMIT 1`;
const homeRecord = (where: string) =>
  `SELECT COUNT(*) FILTER (WHERE tg.won) AS wins, COUNT(*) FILTER (WHERE NOT tg.won) AS losses ${teamGames()} WHERE ${where}`;
const teamsOf = (where: string) =>
  `SELECT string_agg(DISTINCT t.team_name, ' and ' ORDER BY t.team_name) AS answer FROM player_game_stats_f s JOIN game_f g ON g.game_id = s.game_id
   JOIN team_d t ON t.team_id = s.team_id JOIN player_d p ON p.player_id = s.player_id WHERE p.player_name = $2 AND g.season = $1 ${where}`;
const neutral = (
  arena: string,
) => `SELECT COUNT(*) AS n, string_agg(DISTINCT ${arena}, ', ') AS arenas FROM game_f g JOIN team_d home ON home.team_id = g.home_team_id
   WHERE ${arena} NOT IN (SELECT arena FROM team_d)`;

const CHECKS: Check[] = [
  {
    question: /^How many teams are in the West\?$/,
    sql: "SELECT COUNT(*)::text AS answer FROM team_d WHERE conference = 'West'",
    answer: (r) => String(r.answer),
    // Without fetched values the agent cannot know the stored value is "West", not "Western".
    mistakes: [
      {
        named: 'the fetched values of `conference`',
        sql: "SELECT COUNT(*)::text AS answer FROM team_d WHERE conference = 'Western'",
      },
    ],
  },
  {
    question: /^How many regular-season games were played in (\S+)\?$/,
    sql: `SELECT COUNT(*)::text AS answer FROM game_f g WHERE g.season = $1 AND ${REGULAR}`,
    answer: (r) => String(r.answer),
    mistakes: [
      {
        named: 'counting team rows instead of games',
        sql: `SELECT COUNT(*)::text AS answer ${teamGames()} WHERE g.season = $1 AND ${REGULAR}`,
      },
    ],
  },
  {
    question: /^What was the league-wide win percentage in the (\S+) regular season\?$/,
    sql: `SELECT ${winPct('COUNT(*)')} ${teamGames()} WHERE g.season = $1 AND ${REGULAR}`,
    answer: (r) => String(r.answer),
    mistakes: [
      {
        named: 'dividing by distinct games',
        sql: `SELECT ${winPct('COUNT(DISTINCT tg.game_id)')} ${teamGames()} WHERE g.season = $1 AND ${REGULAR}`,
      },
    ],
  },
  {
    question: /^What was the Eastern Conference's win percentage in the (\S+) regular season\?$/,
    sql: `SELECT ${winPct('COUNT(*)')} ${teamGames()} WHERE g.season = $1 AND ${REGULAR} AND t.conference = 'East'`,
    answer: (r) => String(r.answer),
    mistakes: [
      {
        named: 'the join from `team_game_stats_f` to `team_d`',
        sql: `SELECT ${winPct('COUNT(*)')} ${teamGames('t.team_id = tg.opponent_team_id')} WHERE g.season = $1 AND ${REGULAR} AND t.conference = 'East'`,
      },
      {
        named: '`win_percentage`',
        sql: `SELECT ${winPct('COUNT(DISTINCT tg.game_id)')} ${teamGames()} WHERE g.season = $1 AND ${REGULAR} AND t.conference = 'East'`,
      },
    ],
  },
  {
    question: /^What was the Boston Celtics' home record in the (\S+) regular season\?$/,
    sql: homeRecord(`g.season = $1 AND ${REGULAR} AND t.team_name = 'Boston Celtics' AND tg.is_home`),
    answer: (r) => `${plural(r.wins, 'win', 'wins')}, ${plural(r.losses, 'loss', 'losses')}`,
    mistakes: [
      {
        named: 'The `is_home` attribute',
        sql: homeRecord(`g.season = $1 AND ${REGULAR} AND t.team_name = 'Boston Celtics'`),
      },
    ],
  },
  {
    question: /^Who led the (\S+) regular season in points per game\?$/,
    sql: leader('ROUND(AVG(1.0 * s.points), 1)', `g.season = $1 AND ${REGULAR}`),
    answer: (r) => `${r.player_name}, ${String(r.value)}`,
    mistakes: [
      {
        named: 'a missing season filter',
        sql: leader('ROUND(AVG(1.0 * s.points), 1)', `${REGULAR} AND $1::text IS NOT NULL`),
      },
    ],
  },
  {
    question: /^Who scored the most points in the (\S+) regular season\?$/,
    sql: leader('SUM(s.points)', `g.season = $1 AND ${REGULAR}`),
    answer: (r) => `${r.player_name}, ${String(r.value)}`,
    mistakes: [{ named: 'A missing season-type filter', sql: leader('SUM(s.points)', 'g.season = $1') }],
  },
  {
    question: /^Which teams did (.+) play for in (\S+)\?$/,
    sql: teamsOf(''),
    answer: (r) => String(r.answer),
    // A "current team": the team of his last game only.
    mistakes: [
      {
        named: 'not a current team',
        sql: teamsOf(
          'AND g.game_date = (SELECT MAX(g2.game_date) FROM player_game_stats_f s2 JOIN game_f g2 ON g2.game_id = s2.game_id WHERE s2.player_id = p.player_id)',
        ),
      },
    ],
  },
  {
    question: /^How many games were played at a neutral site\?$/,
    sql: neutral('g.arena'),
    answer: (r) => `${Number(r.n)}, both at ${r.arenas}`,
    mistakes: [{ named: '`game_f.arena` confused with the home arena in `team_d`', sql: neutral('home.arena') }],
  },
];

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

/** The query's parameters from the question: the season first, then a player's name if any. */
function parameters(check: Check, question: string): string[] {
  const groups = check.question.exec(question)!.slice(1);
  const season = groups.find((g) => /^\d{4}-\d{2}$/.test(g));
  return [...(season ? [season] : []), ...groups.filter((g) => g !== season)];
}

async function answer(check: Check, question: string, sql: string): Promise<string> {
  const params = parameters(check, question);
  const placeholders = Math.max(0, ...[...sql.matchAll(/\$(\d)/g)].map((m) => Number(m[1])));
  const { rows } = await db.query<Row>(sql, params.slice(0, placeholders));
  expect(rows, `one row for "${question}"`).toHaveLength(1);
  return check.answer(rows[0]);
}

const rowOf = (question: string) => page.split('\n').find((line) => line.startsWith(`| ${question} |`));
const cases = knownAnswers().map(
  (a) => [a.question, a.answer, CHECKS.find((c) => c.question.test(a.question))] as const,
);

describe(`the known answers of ${pageFile}, computed with SQL`, () => {
  it('has a query for every known-answer question', () => {
    expect(cases.filter(([, , check]) => !check).map(([q]) => q)).toEqual([]);
  });

  it.each(cases)('"%s" is answered "%s" by SQL on the sample', async (question, expected, check) => {
    expect(await answer(check!, question, check!.sql)).toBe(expected);
  });

  it.each(cases)('"%s": each mistake the page names changes the answer', async (question, expected, check) => {
    const diagnosis = rowOf(question)?.split('|')[3] ?? '';
    for (const mistake of check!.mistakes) {
      expect(diagnosis, `${pageFile} no longer names "${mistake.named}" for "${question}"`).toContain(mistake.named);
      expect(await answer(check!, question, mistake.sql), `making the mistake "${mistake.named}"`).not.toBe(expected);
    }
  });
});

describe(`the figure ${pageFile} gives for a win percentage divided by distinct games`, () => {
  it('is the league-wide figure that mistake produces', async () => {
    const stated = /That is the mistake behind a win percentage of (\d+) for the whole league/.exec(
      page.replace(/\s+/g, ' '),
    );
    expect(stated, `${pageFile} no longer gives the figure`).not.toBeNull();
    const { rows } = await db.query<{ pct: string }>(
      `SELECT ROUND(100.0 * COUNT(*) FILTER (WHERE tg.won) / COUNT(DISTINCT tg.game_id), 1)::text AS pct FROM team_game_stats_f tg`,
    );
    expect(Number(rows[0].pct)).toBe(Number(stated![1]));
  });
});

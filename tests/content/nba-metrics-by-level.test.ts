import path from 'node:path';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listMetrics,
  metricSql,
  readMetadataFromFolder,
  type Level,
  type Metadata,
} from '@/scripts/lib/examples/metric-sql';
import { openSampleDatabase } from '@/scripts/lib/examples/sample-database';

/*
 * Every metric of the NBA semantics, computed as the product computes it (metric-sql.ts: the
 * calculation with its references resolved, its filters, the declared joins) at every level a
 * reader can group by, and compared with a reference query written here from the base tables
 * that says in words what a reader means by the metric at that level. A metric that is right for
 * one player and wrong for a conference fails here, not in front of a user.
 */
const nba = path.join(process.cwd(), 'content/examples/nba');
const metadata = readMetadataFromFolder(nba);

const LEVELS = [
  { name: 'player', table: 'player_d', column: 'player_name' },
  { name: 'position', table: 'player_d', column: 'position' },
  { name: 'team', table: 'team_d', column: 'team_name' },
  { name: 'division', table: 'team_d', column: 'division' },
  { name: 'conference', table: 'team_d', column: 'conference' },
  { name: 'season', table: 'game_f', column: 'season' },
  { name: 'season_type', table: 'game_f', column: 'season_type' },
  { name: 'month', table: 'game_f', column: 'game_month' },
  { name: 'game_date', table: 'game_f', column: 'game_date' },
] as const satisfies readonly Level[];
type LevelName = (typeof LEVELS)[number]['name'] | 'league';

/*
 * The reference rows, joined by hand. Each exposes a column per level it can be grouped by,
 * named like the level; a level missing from a source is one that source cannot answer.
 */
const GAME_LEVELS = 'g.season, g.season_type, g.game_month AS month, g.game_date';
const TEAM_LEVELS = 't.team_name AS team, t.division, t.conference';
const SOURCES = {
  /** One row per player per game he played. */
  appearances: {
    levels: ['player', 'position', 'team', 'division', 'conference', 'season', 'season_type', 'month', 'game_date'],
    sql: `SELECT s.game_id, s.points, s.total_rebounds, s.offensive_rebounds, s.assists, s.field_goals_made, s.field_goals_attempted,
            s.three_pointers_made, s.three_pointers_attempted, s.free_throws_attempted,
            p.player_name AS player, p.position, ${TEAM_LEVELS}, ${GAME_LEVELS}
          FROM player_game_stats_f s JOIN player_d p ON p.player_id = s.player_id
          JOIN team_d t ON t.team_id = s.team_id JOIN game_f g ON g.game_id = s.game_id`,
  },
  /** One row per team per game, from the team box scores. */
  team_games: {
    levels: ['team', 'division', 'conference', 'season', 'season_type', 'month', 'game_date'],
    sql: `SELECT tg.game_id, tg.points, tg.rebounds, tg.won, tg.field_goals_made, tg.field_goals_attempted,
            tg.three_pointers_made, tg.three_pointers_attempted, tg.free_throws_attempted, ${TEAM_LEVELS}, ${GAME_LEVELS}
          FROM team_game_stats_f tg JOIN team_d t ON t.team_id = tg.team_id JOIN game_f g ON g.game_id = tg.game_id`,
  },
  /** One row per team per game built from game_f alone: the home side and the away side of each game. */
  schedule: {
    levels: ['team', 'division', 'conference', 'season', 'season_type', 'month', 'game_date'],
    sql: `SELECT g.game_id, side.is_home, side.points_for, side.points_against, g.home_points + g.away_points AS combined,
            ABS(g.home_points - g.away_points) AS margin, ${TEAM_LEVELS}, ${GAME_LEVELS}
          FROM game_f g
          CROSS JOIN LATERAL (VALUES (g.home_team_id, true, g.home_points, g.away_points), (g.away_team_id, false, g.away_points, g.home_points))
            AS side (team_id, is_home, points_for, points_against)
          JOIN team_d t ON t.team_id = side.team_id`,
  },
  /** One row per game. */
  games: {
    levels: ['season', 'season_type', 'month', 'game_date'],
    sql: `SELECT g.game_id, g.home_points, g.away_points, ${GAME_LEVELS} FROM game_f g`,
  },
  /** One row per player. */
  players: { levels: ['player', 'position'], sql: 'SELECT player_name AS player, position, height_cm FROM player_d' },
  /** One row per team. */
  teams: { levels: ['team', 'division', 'conference'], sql: `SELECT ${TEAM_LEVELS} FROM team_d t` },
} satisfies Record<string, { levels: readonly LevelName[]; sql: string }>;
type Source = keyof typeof SOURCES;

/** What a reader means by a metric at a level, and the query that computes it from the base tables. */
interface Reference {
  meaning: string;
  from: Source;
  value: string;
  where?: string;
}
type Spec = { all: Reference } & Partial<Record<LevelName, Reference>>;

const ref = (from: Source, value: string, meaning: string, where?: string): Reference => ({
  from,
  value,
  meaning,
  where,
});
const TEAM_GROUPS = ['team', 'division', 'conference'] as const;
const forTeamGroups = (r: Reference) => Object.fromEntries(TEAM_GROUPS.map((l) => [l, r]));
const REGULAR = "season_type = 'Regular Season'";
const PLAYOFFS = "season_type = 'Playoffs'";
const pct = (made: string, attempted: string) => `100.0 * SUM(${made}) / SUM(${attempted})`;
const WON = 'COUNT(*) FILTER (WHERE points_for > points_against)';
const TS = '100.0 * SUM(points) / (2 * (SUM(field_goals_attempted) + 0.44 * SUM(free_throws_attempted)))';

const distinctGamesOfTeams = ref(
  'schedule',
  'COUNT(DISTINCT game_id)',
  'games in which a team of the group played, home or away, each game once',
);
const perTeamGame = (value: string, what: string) =>
  ref(
    'schedule',
    value,
    `${what}, averaged over the group's team-games: a game counts once for each of its teams in the group`,
  );

const SPECS: Record<string, Spec> = {
  'games.game_count': { all: ref('games', 'COUNT(*)', 'games played'), ...forTeamGroups(distinctGamesOfTeams) },
  'games.playoff_game_count': {
    all: ref('games', 'COUNT(*)', 'playoff games played', PLAYOFFS),
    ...forTeamGroups({ ...distinctGamesOfTeams, meaning: `playoff ${distinctGamesOfTeams.meaning}`, where: PLAYOFFS }),
  },
  'games.average_combined_points': {
    all: ref('games', 'AVG(home_points + away_points)', "both teams' points in a game, averaged over games"),
    ...forTeamGroups(perTeamGame('AVG(combined)', "both teams' points in a game")),
  },
  'games.average_margin': {
    all: ref('games', 'AVG(ABS(home_points - away_points))', 'the winning margin, averaged over games'),
    ...forTeamGroups(perTeamGame('AVG(margin)', 'the winning margin')),
  },

  'player_stats.total_points': {
    all: ref('appearances', 'SUM(points)', 'points scored by the players of the group'),
    ...forTeamGroups(ref('team_games', 'SUM(points)', "the points the group's teams scored, from the team box scores")),
  },
  'player_stats.games_played': {
    all: ref('games', 'COUNT(*)', 'games played'),
    player: ref('appearances', 'COUNT(*)', 'games the player appeared in'),
    position: ref(
      'appearances',
      'COUNT(DISTINCT game_id)',
      'games in which at least one player of the position appeared',
    ),
    team: ref('team_games', 'COUNT(*)', 'games the team played'),
    division: ref(
      'team_games',
      'COUNT(DISTINCT game_id)',
      'games in which a team of the division played, each game once',
    ),
    conference: ref(
      'team_games',
      'COUNT(DISTINCT game_id)',
      'games in which a team of the conference played, each game once',
    ),
  },
  'player_stats.points_per_game': {
    all: ref(
      'appearances',
      'SUM(points)::numeric / COUNT(*)',
      'points a player of the group scores in one game he plays (per appearance)',
    ),
  },
  'player_stats.regular_season_points': {
    all: ref('appearances', 'SUM(points)', 'points scored in regular-season games', REGULAR),
    ...forTeamGroups(ref('team_games', 'SUM(points)', "the group's teams' points in regular-season games", REGULAR)),
  },
  'player_stats.playoff_points': {
    all: ref('appearances', 'SUM(points)', 'points scored in playoff games', PLAYOFFS),
    ...forTeamGroups(ref('team_games', 'SUM(points)', "the group's teams' points in playoff games", PLAYOFFS)),
  },
  'player_stats.rebounds': {
    all: ref('appearances', 'SUM(total_rebounds)', 'rebounds credited to the players of the group'),
  },
  'player_stats.rebounds_per_game': {
    all: ref(
      'appearances',
      'SUM(total_rebounds)::numeric / COUNT(*)',
      'rebounds a player of the group grabs in one game he plays (per appearance)',
    ),
  },
  'player_stats.offensive_rebounds_total': {
    all: ref('appearances', 'SUM(offensive_rebounds)', 'offensive rebounds of the players of the group'),
  },
  'player_stats.total_assists': { all: ref('appearances', 'SUM(assists)', 'assists of the players of the group') },
  'player_stats.assists_per_game': {
    all: ref(
      'appearances',
      'SUM(assists)::numeric / COUNT(*)',
      'assists a player of the group makes in one game he plays (per appearance)',
    ),
  },
  'player_stats.field_goal_percentage': {
    all: ref(
      'appearances',
      pct('field_goals_made', 'field_goals_attempted'),
      "share of the group's field-goal attempts made, over the whole period",
    ),
    ...forTeamGroups(
      ref(
        'team_games',
        pct('field_goals_made', 'field_goals_attempted'),
        "the group's teams' field-goal percentage from the team box scores",
      ),
    ),
  },
  'player_stats.three_point_percentage': {
    all: ref(
      'appearances',
      pct('three_pointers_made', 'three_pointers_attempted'),
      "share of the group's three-point attempts made, over the whole period",
    ),
    ...forTeamGroups(
      ref(
        'team_games',
        pct('three_pointers_made', 'three_pointers_attempted'),
        "the group's teams' three-point percentage from the team box scores",
      ),
    ),
  },
  'player_stats.true_shooting_percentage': {
    all: ref('appearances', TS, "the group's points over its scoring attempts, summed over the period before dividing"),
    ...forTeamGroups(ref('team_games', TS, "the group's teams' true shooting from the team box scores")),
  },

  'players.player_count': { all: ref('players', 'COUNT(*)', 'players in the group') },
  'players.average_height_cm': {
    all: ref('players', 'AVG(height_cm)', 'listed height averaged over the players of the group, each once'),
  },

  'team_stats.wins': {
    all: ref('games', 'COUNT(*)', 'games played, because every game has one winner'),
    ...forTeamGroups(ref('schedule', WON, "games the group's teams won; a game between two of them adds one win")),
  },
  'team_stats.losses': {
    all: ref('games', 'COUNT(*)', 'games played, because every game has one loser'),
    ...forTeamGroups(
      ref('schedule', 'COUNT(*) FILTER (WHERE points_for < points_against)', "games the group's teams lost"),
    ),
  },
  'team_stats.win_percentage': {
    all: ref('schedule', `100.0 * ${WON} / COUNT(*)`, "the group's wins over its team-games (50 for the whole league)"),
  },
  'team_stats.home_wins': {
    all: ref('schedule', WON, "games won at home by the group's teams (by the home side, for the league)", 'is_home'),
  },
  'team_stats.away_wins': {
    all: ref('schedule', WON, "games won away by the group's teams (by the away side, for the league)", 'NOT is_home'),
  },
  'team_stats.team_points_per_game': { all: perTeamGame('AVG(points_for)', 'points a team scores in a game') },
  'team_stats.points_allowed_per_game': {
    all: perTeamGame('AVG(points_against)', "points a team's opponent scores in a game"),
  },
  'team_stats.average_point_differential': {
    all: perTeamGame(
      'AVG(points_for - points_against)',
      'points scored minus allowed in a game (0 for the whole league)',
    ),
  },
  'team_stats.team_rebounds_per_game': {
    all: ref(
      'team_games',
      'AVG(rebounds)',
      'rebounds a team takes in a game, team rebounds included, averaged over team-games',
    ),
  },
  'team_stats.team_true_shooting_percentage': {
    all: ref(
      'appearances',
      TS,
      "true shooting of the group's teams from the players' box scores, summed before dividing",
    ),
  },

  'teams.team_count': { all: ref('teams', 'COUNT(*)', 'teams in the group') },
};

/** The levels each file cannot be grouped by, because no declared join leads from its table to the level's. */
const NO_JOIN_PATH: Record<string, string[]> = {
  games: ['player', 'position'],
  players: ['team', 'division', 'conference', 'season', 'season_type', 'month', 'game_date'],
  team_stats: ['player', 'position'],
  teams: ['player', 'position', 'season', 'season_type', 'month', 'game_date'],
};

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

type Values = Record<string, string | null>;

/** level value -> metric value, rounded so that two ways of computing one number compare equal. */
async function run(sql: string): Promise<Values> {
  const { rows } = await db.query<{ level: unknown; value: unknown }>(sql);
  return Object.fromEntries(rows.map((r) => [String(r.level), r.value === null ? null : Number(r.value).toFixed(9)]));
}

function referenceSql(spec: Spec, level: LevelName): string | undefined {
  const r = spec[level] ?? spec.all;
  const source = SOURCES[r.from];
  if (level !== 'league' && !(source.levels as readonly string[]).includes(level)) return undefined;
  const key = level === 'league' ? 'NULL' : level;
  return `WITH rows AS (${source.sql}) SELECT ${key} AS level, ${r.value} AS value FROM rows${r.where ? ` WHERE ${r.where}` : ''}${level === 'league' ? '' : ` GROUP BY ${key}`}`;
}

const metrics = listMetrics(metadata);
const levelOf = (name: LevelName) => LEVELS.find((l) => l.name === name);
const ALL_LEVELS: LevelName[] = ['league', ...LEVELS.map((l) => l.name)];

describe('the metrics and levels this test covers', () => {
  it('has a stated meaning for every metric of the NBA semantics, and for no other', () => {
    expect(Object.keys(SPECS).sort()).toEqual(metrics.map((m) => `${m.file}.${m.metric}`).sort());
  });

  it("covers every level of hierarchy.yml's hierarchies", () => {
    const hierarchy = parse(fs.readFileSync(path.join(nba, 'hierarchy.yml'), 'utf8')) as {
      hierarchies: Record<string, { levels: { column: string }[] }>;
    };
    const columns = Object.values(hierarchy.hierarchies).flatMap((h) => h.levels.map((l) => l.column));
    expect(columns.filter((c) => !LEVELS.some((l) => l.column === c))).toEqual([]);
  });

  it('skips only the levels that no declared join reaches, and lists them', () => {
    const skipped: Record<string, Set<string>> = {};
    for (const { file, metric } of metrics) {
      for (const level of LEVELS) {
        if ('unreachable' in metricSql(metadata, file, metric, level)) (skipped[file] ??= new Set()).add(level.name);
      }
    }
    expect(Object.fromEntries(Object.entries(skipped).map(([f, s]) => [f, [...s]]))).toEqual(NO_JOIN_PATH);
  });
});

describe.each(metrics.map((m) => [`${m.file}.${m.metric}`, m] as const))('%s', (id, { file, metric }) => {
  const spec = SPECS[id];
  const cases = ALL_LEVELS.flatMap((level) => {
    const query = metricSql(metadata, file, metric, level === 'league' ? undefined : levelOf(level));
    return 'sql' in query
      ? [[level, (spec?.[level] ?? spec?.all)?.meaning ?? '(no meaning stated)', query.sql] as const]
      : [];
  });

  it.each(cases)('by %s: %s', async (level, _meaning, sql) => {
    const reference = spec && referenceSql(spec, level);
    expect(
      reference,
      `${id} can be grouped by ${level}, but the test states no reference for that level`,
    ).toBeDefined();
    const [actual, expected] = await Promise.all([run(sql), run(reference!)]);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(actual, `${id} by ${level}, as the product computes it:\n${sql}`).toEqual(expected);
  });
});

describe('the check catches a per-game metric divided by distinct games', () => {
  // The calculation points_per_game had before it was fixed: right per player, wrong above.
  const withOldCalculation: Metadata = structuredClone(metadata);
  withOldCalculation.semantics.get('player_stats')!.metrics.points_per_game = {
    calculation: '1.0 * SUM([points]) / COUNT(DISTINCT [game_id])',
  };
  const compare = async (level: LevelName) => {
    const query = metricSql(withOldCalculation, 'player_stats', 'points_per_game', levelOf(level));
    if (!('sql' in query)) throw new Error(query.unreachable);
    return [await run(query.sql), await run(referenceSql(SPECS['player_stats.points_per_game'], level)!)];
  };

  it('agrees with the reference for one player, where the mistake hides', async () => {
    const [actual, expected] = await compare('player');
    expect(actual).toEqual(expected);
  });

  it.each(['conference', 'position', 'team'] as const)('differs from it by %s', async (level) => {
    const [actual, expected] = await compare(level);
    expect(actual).not.toEqual(expected);
  });
});

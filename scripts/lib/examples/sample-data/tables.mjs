// @ts-check
import { createRandom } from './random.mjs';
import { createPlayers } from './players.mjs';
import { playSeason } from './season.mjs';
import { nbaTeams } from './teams.mjs';

/** Seasons in the sample, by the year each starts; the last one is "this season". */
export const SEASON_START_YEARS = [2023, 2024];
const SEED = 20251015;

/**
 * The five tables of the NBA star schema as rows keyed by column name, in a stable order.
 * @returns {Record<'team_d' | 'player_d' | 'game_f' | 'player_game_stats_f' | 'team_game_stats_f', Record<string, unknown>[]>}
 */
export function buildSampleTables() {
  const random = createRandom(SEED);
  const teams = nbaTeams();
  const { players, rosters } = createPlayers(random, teams.length);
  const byId = new Map(players.map((p) => [p.player_id, p]));
  const games = SEASON_START_YEARS.flatMap((startYear) =>
    playSeason({ random, teams, players: byId, rosters, startYear }),
  );

  const game_f = [];
  const player_game_stats_f = [];
  const team_game_stats_f = [];
  const perSeason = new Map();
  for (const g of games) {
    const startYear = Number(g.season.slice(0, 4));
    const n = (perSeason.get(startYear) ?? 0) + 1;
    perSeason.set(startYear, n);
    // The season's start year and a running number: readable, and unique across seasons.
    const game_id = startYear * 10000 + n;
    game_f.push({
      game_id,
      game_date: g.date,
      game_month: g.date.slice(0, 7),
      season: g.season,
      season_type: g.season_type,
      arena: g.arena,
      home_team_id: g.home,
      away_team_id: g.away,
      home_points: g.homeSide.points,
      away_points: g.awaySide.points,
    });
    for (const [team, side, opponent, other, isHome] of /** @type {const} */ ([
      [g.home, g.homeSide, g.away, g.awaySide, true],
      [g.away, g.awaySide, g.home, g.homeSide, false],
    ])) {
      const { lines, ...totals } = side;
      for (const line of lines) player_game_stats_f.push({ game_id, team_id: team, game_date: g.date, ...line });
      team_game_stats_f.push({
        game_id,
        team_id: team,
        opponent_team_id: opponent,
        game_date: g.date,
        is_home: isHome,
        ...totals,
        opponent_points: other.points,
        won: side.points > other.points,
      });
    }
  }
  return {
    team_d: teams,
    // skill and starter drive the simulation only; they are not columns of player_d.
    player_d: players.map((p) => ({
      player_id: p.player_id,
      player_name: p.player_name,
      position: p.position,
      height_cm: p.height_cm,
      weight_kg: p.weight_kg,
      birth_date: p.birth_date,
      draft_year: p.draft_year,
    })),
    game_f,
    player_game_stats_f,
    team_game_stats_f,
  };
}

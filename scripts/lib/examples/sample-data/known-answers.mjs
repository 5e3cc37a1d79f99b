// @ts-check
import { buildSampleTables } from './tables.mjs';

const count = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ many) =>
  `${n} ${n === 1 ? one : many}`;

/**
 * Questions whose answers are known from the NBA sample data, computed here from the same rows
 * the CSV files hold. The troubleshooting page lists them for readers to re-ask after every
 * metadata change; a test keeps the page's answers equal to these.
 * @returns {{ question: string, answer: string }[]}
 */
export function knownAnswers() {
  const t = buildSampleTables();
  const teams = new Map(t.team_d.map((r) => [r.team_id, r]));
  const games = new Map(t.game_f.map((g) => [g.game_id, g]));
  const latest = [...new Set(t.game_f.map((g) => String(g.season)))].sort().at(-1);
  const isLatestRegular = (/** @type {Record<string, unknown>} */ row) => {
    const g = games.get(row.game_id);
    return g?.season === latest && g?.season_type === 'Regular Season';
  };
  const pct = (/** @type {number} */ part, /** @type {number} */ whole) =>
    (Math.round((1000 * part) / whole) / 10).toFixed(1);
  const teamRows = t.team_game_stats_f.filter(isLatestRegular);
  const east = teamRows.filter((r) => teams.get(r.team_id)?.conference === 'East');
  const celticsHome = teamRows.filter((r) => teams.get(r.team_id)?.team_name === 'Boston Celtics' && r.is_home);
  const celticsHomeWins = celticsHome.filter((r) => r.won).length;

  /** @type {Map<unknown, { points: number, games: Set<unknown> }>} */
  const scoring = new Map();
  for (const r of t.player_game_stats_f.filter(isLatestRegular)) {
    const s = scoring.get(r.player_id) ?? { points: 0, games: new Set() };
    s.points += Number(r.points);
    s.games.add(r.game_id);
    scoring.set(r.player_id, s);
  }
  const nameOf = (/** @type {unknown} */ id) => t.player_d.find((p) => p.player_id === id)?.player_name;
  const [leaderId, leader] = [...scoring].sort(([, a], [, b]) => b.points / b.games.size - a.points / a.games.size)[0];
  const [topScorerId, topScorer] = [...scoring].sort(([, a], [, b]) => b.points - a.points)[0];

  const teamsOf = new Map();
  for (const r of t.player_game_stats_f.filter(isLatestRegular))
    teamsOf.set(r.player_id, new Set([...(teamsOf.get(r.player_id) ?? []), r.team_id]));
  const [tradedId, tradedTeams] = [...teamsOf].find(([, s]) => s.size > 1) ?? [];
  const tradedName = nameOf(tradedId);
  const neutral = t.game_f.filter((g) => !t.team_d.some((team) => team.arena === g.arena));

  return [
    {
      question: 'How many teams are in the West?',
      answer: String(t.team_d.filter((r) => r.conference === 'West').length),
    },
    {
      question: `How many regular-season games were played in ${latest}?`,
      answer: String(t.game_f.filter((g) => g.season === latest && g.season_type === 'Regular Season').length),
    },
    {
      question: `What was the league-wide win percentage in the ${latest} regular season?`,
      answer: pct(teamRows.filter((r) => r.won).length, teamRows.length),
    },
    {
      question: `What was the Eastern Conference's win percentage in the ${latest} regular season?`,
      answer: pct(east.filter((r) => r.won).length, east.length),
    },
    {
      question: `What was the Boston Celtics' home record in the ${latest} regular season?`,
      answer: `${count(celticsHomeWins, 'win', 'wins')}, ${count(celticsHome.length - celticsHomeWins, 'loss', 'losses')}`,
    },
    {
      question: `Who led the ${latest} regular season in points per game?`,
      answer: `${nameOf(leaderId)}, ${(Math.round((10 * leader.points) / leader.games.size) / 10).toFixed(1)}`,
    },
    {
      question: `Who scored the most points in the ${latest} regular season?`,
      answer: `${nameOf(topScorerId)}, ${topScorer.points}`,
    },
    {
      question: `Which teams did ${tradedName} play for in ${latest}?`,
      answer: [...(tradedTeams ?? [])]
        .map((id) => teams.get(id)?.team_name)
        .sort()
        .join(' and '),
    },
    {
      question: 'How many games were played at a neutral site?',
      answer: `${neutral.length}, both at ${neutral[0]?.arena}`,
    },
  ];
}

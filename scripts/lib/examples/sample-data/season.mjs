// @ts-check
import { addDecidingFreeThrow, playSide } from './box-score.mjs';
import { pad } from './players.mjs';

/**
 * A shortened season: 16 rounds in which every team plays once (so 16 regular-season games a
 * team, 240 in all), then a playoff for the top four of each conference in best-of-seven series.
 * One game a season is played at a neutral site, and one bench player a season is traded
 * mid-season, so the sample shows both cases the schema descriptions talk about.
 * @typedef {import('./players.mjs').Player} Player
 * @typedef {import('./teams.mjs').Team} Team
 * @typedef {{ date: string, season: string, season_type: 'Regular Season' | 'Playoffs', arena: string, home: number, away: number, homeSide: import('./box-score.mjs').TeamSide, awaySide: import('./box-score.mjs').TeamSide }} Game
 */

export const ROUNDS = 16;
const NEUTRAL_ARENA = 'Accor Arena';
const HOME_EDGE = 0.015;

/**
 * @param {{ random: import('./random.mjs').Random, teams: Team[], players: Map<number, Player>, rosters: number[][], startYear: number }} context
 * rosters is updated in place by the trade, so the next season starts from this one's rosters.
 * @returns {Game[]}
 */
export function playSeason({ random, teams, players, rosters, startYear }) {
  const season = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  const form = new Map(teams.map((t) => [t.team_id, random.normal(0, 0.02, -0.04, 0.04)]));
  const arenaOf = new Map(teams.map((t) => [t.team_id, t.arena]));
  /** @param {string} date @param {'Regular Season' | 'Playoffs'} type @param {number} home @param {number} away @param {string} [arena] */
  const play = (date, type, home, away, arena) => {
    const side = (/** @type {number} */ team, /** @type {number} */ edge) => {
      const roster = rosters[team - 1].map((id) => /** @type {Player} */ (players.get(id)));
      const bench = random.shuffle(roster.filter((p) => !p.starter)).slice(0, 3);
      return playSide(random, [...roster.filter((p) => p.starter), ...bench], edge + (form.get(team) ?? 0));
    };
    const homeSide = side(home, arena ? 0 : HOME_EDGE);
    const awaySide = side(away, 0);
    if (homeSide.points === awaySide.points) addDecidingFreeThrow(random, random.next() < 0.5 ? homeSide : awaySide);
    return {
      date,
      season,
      season_type: type,
      arena: arena ?? /** @type {string} */ (arenaOf.get(home)),
      home,
      away,
      homeSide,
      awaySide,
    };
  };

  const order = random.shuffle(teams.map((t) => t.team_id));
  /** @type {Map<number, number>} */
  const homeGames = new Map();
  /** The side with fewer home games so far plays at home, so every team gets eight of sixteen. */
  const sides = (/** @type {number} */ a, /** @type {number} */ b) => {
    const [home, away] = (homeGames.get(a) ?? 0) <= (homeGames.get(b) ?? 0) ? [a, b] : [b, a];
    homeGames.set(home, (homeGames.get(home) ?? 0) + 1);
    return [home, away];
  };
  /** @type {Game[]} */
  const games = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round === ROUNDS / 2) trade(random, rosters);
    roundPairs(order, round).forEach(([a, b], i) => {
      const [home, away] = sides(a, b);
      const date = addDays(`${startYear}-10-22`, round * 11 + Math.floor(i / 5));
      games.push(play(date, 'Regular Season', home, away, round === 5 && i === 0 ? NEUTRAL_ARENA : undefined));
    });
  }
  games.push(...playoffs(teams, games, play, `${startYear + 1}-04-19`));
  return games;
}

/** Circle method: team 0 stays put and the others rotate, so no pair meets twice. */
function roundPairs(/** @type {number[]} */ order, /** @type {number} */ round) {
  const rest = order.slice(1);
  const rotated = [order[0], ...rest.slice(rest.length - round), ...rest.slice(0, rest.length - round)];
  const half = rotated.length / 2;
  return Array.from({ length: half }, (_, i) => {
    const a = rotated[i];
    const b = rotated[rotated.length - 1 - i];
    return (round + i) % 2 === 0 ? [a, b] : [b, a];
  });
}

/** Two teams swap a bench player: the traded player's later lines carry his new team. */
function trade(/** @type {import('./random.mjs').Random} */ random, /** @type {number[][]} */ rosters) {
  const [a, b] = random.shuffle(rosters.map((_, i) => i)).slice(0, 2);
  const slot = random.int(5, 9);
  const traded = rosters[a][slot];
  rosters[a][slot] = rosters[b][slot];
  rosters[b][slot] = traded;
}

/**
 * @param {Team[]} teams
 * @param {Game[]} regular
 * @param {(date: string, type: 'Playoffs', home: number, away: number) => Game} play
 * @param {string} start
 */
function playoffs(teams, regular, play, start) {
  const record = standings(regular);
  const rank = (/** @type {number[]} */ ids) => [...ids].sort((x, y) => compareRecords(record, x, y));
  const seeds = (/** @type {string} */ conference) =>
    rank(teams.filter((t) => t.conference === conference).map((t) => t.team_id)).slice(0, 4);
  /** @type {Game[]} */
  const games = [];
  let day = start;
  /** Plays the series of one round side by side and returns their winners. */
  const roundOf = (/** @type {[number, number][]} */ pairs) => {
    const wins = pairs.map(() => [0, 0]);
    let game = 0;
    while (wins.some((w) => Math.max(...w) < 4)) {
      pairs.forEach(([high, low], s) => {
        if (Math.max(...wins[s]) >= 4) return;
        const highHome = [0, 1, 4, 6].includes(game);
        const played = play(day, 'Playoffs', highHome ? high : low, highHome ? low : high);
        games.push(played);
        const winner = played.homeSide.points > played.awaySide.points ? played.home : played.away;
        wins[s][winner === high ? 0 : 1] += 1;
      });
      game += 1;
      day = addDays(day, 2);
    }
    day = addDays(day, 2);
    return pairs.map(([high, low], s) => (wins[s][0] === 4 ? high : low));
  };
  const [e, w] = [seeds('East'), seeds('West')];
  const semis = roundOf([
    [e[0], e[3]],
    [e[1], e[2]],
    [w[0], w[3]],
    [w[1], w[2]],
  ]);
  const finals = roundOf([
    [semis[0], semis[1]],
    [semis[2], semis[3]],
  ]);
  const [betterRecord, other] = rank(finals);
  roundOf([[betterRecord, other]]);
  return games;
}

/** Wins and point differential per team, for seeding. */
function standings(/** @type {Game[]} */ games) {
  /** @type {Map<number, { wins: number, diff: number }>} */
  const table = new Map();
  const add = (/** @type {number} */ team, /** @type {boolean} */ won, /** @type {number} */ diff) => {
    const row = table.get(team) ?? { wins: 0, diff: 0 };
    table.set(team, { wins: row.wins + (won ? 1 : 0), diff: row.diff + diff });
  };
  for (const g of games) {
    const diff = g.homeSide.points - g.awaySide.points;
    add(g.home, diff > 0, diff);
    add(g.away, diff < 0, -diff);
  }
  return table;
}

function compareRecords(
  /** @type {ReturnType<typeof standings>} */ record,
  /** @type {number} */ x,
  /** @type {number} */ y,
) {
  const a = record.get(x) ?? { wins: 0, diff: 0 };
  const b = record.get(y) ?? { wins: 0, diff: 0 };
  return b.wins - a.wins || b.diff - a.diff || x - y;
}

/** @param {string} iso @param {number} days */
export function addDays(iso, days) {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

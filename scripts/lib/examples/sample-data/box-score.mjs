// @ts-check

/**
 * One team's side of one game: a box-score line per player who got on the court, and the
 * team line. The team line adds rebounds and turnovers credited to the team rather than to a
 * player, as official box scores do, so it is not simply the sum of the players' lines.
 * @typedef {import('./players.mjs').Player} Player
 * @typedef {{ player_id: number, minutes: number, points: number, offensive_rebounds: number, defensive_rebounds: number, total_rebounds: number, assists: number, steals: number, blocks: number, turnovers: number, field_goals_made: number, field_goals_attempted: number, three_pointers_made: number, three_pointers_attempted: number, free_throws_made: number, free_throws_attempted: number }} PlayerLine
 * @typedef {{ lines: PlayerLine[], points: number, field_goals_made: number, field_goals_attempted: number, three_pointers_made: number, three_pointers_attempted: number, free_throws_made: number, free_throws_attempted: number, rebounds: number, assists: number, turnovers: number }} TeamSide
 */

/** Per-minute rates by position: share of shots from three, rebounds, assists, blocks. */
const STYLE = {
  G: { threeShare: 0.45, rebounds: 0.13, assists: 0.19, blocks: 0.01 },
  'G-F': { threeShare: 0.4, rebounds: 0.17, assists: 0.11, blocks: 0.015 },
  F: { threeShare: 0.33, rebounds: 0.21, assists: 0.08, blocks: 0.025 },
  'F-C': { threeShare: 0.2, rebounds: 0.26, assists: 0.07, blocks: 0.04 },
  C: { threeShare: 0.08, rebounds: 0.3, assists: 0.06, blocks: 0.05 },
};

/**
 * @param {import('./random.mjs').Random} random
 * @param {Player[]} active the players who get on the court, starters first
 * @param {number} edge a small shooting bonus (home court, team form)
 * @returns {TeamSide}
 */
export function playSide(random, active, edge) {
  const wanted = active.map((p) => (p.starter ? random.normal(33, 3, 26, 40) : random.normal(17, 5, 6, 26)));
  const scale = 240 / wanted.reduce((a, b) => a + b, 0);
  const lines = active.map((player, i) => playerLine(random, player, Math.round(wanted[i] * scale * 100) / 100, edge));
  return sideFromLines(random, lines);
}

/**
 * @param {import('./random.mjs').Random} random
 * @param {Player} player
 * @param {number} minutes
 * @param {number} edge
 * @returns {PlayerLine}
 */
function playerLine(random, player, minutes, edge) {
  const style = STYLE[player.position];
  const shots = random.poisson(minutes * (0.18 + 0.24 * player.skill));
  const threesTried = random.binomial(shots, style.threeShare);
  const threesMade = random.binomial(threesTried, 0.3 + 0.08 * player.skill + edge);
  const twosMade = random.binomial(shots - threesTried, 0.46 + 0.1 * player.skill + edge);
  const freeTried = random.poisson(minutes * (0.05 + 0.1 * player.skill));
  const freeMade = random.binomial(freeTried, 0.68 + 0.2 * player.skill);
  const boards = random.poisson(minutes * style.rebounds);
  const offensive = random.binomial(boards, 0.25);
  return {
    player_id: player.player_id,
    minutes,
    points: 2 * twosMade + 3 * threesMade + freeMade,
    offensive_rebounds: offensive,
    defensive_rebounds: boards - offensive,
    total_rebounds: boards,
    assists: random.poisson(minutes * style.assists),
    steals: random.poisson(minutes * 0.03),
    blocks: random.poisson(minutes * style.blocks),
    turnovers: random.poisson(minutes * 0.045),
    field_goals_made: twosMade + threesMade,
    field_goals_attempted: shots,
    three_pointers_made: threesMade,
    three_pointers_attempted: threesTried,
    free_throws_made: freeMade,
    free_throws_attempted: freeTried,
  };
}

/**
 * @param {import('./random.mjs').Random} random
 * @param {PlayerLine[]} lines
 * @returns {TeamSide}
 */
function sideFromLines(random, lines) {
  /** @param {keyof PlayerLine} key */
  const sum = (key) => lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    points: sum('points'),
    field_goals_made: sum('field_goals_made'),
    field_goals_attempted: sum('field_goals_attempted'),
    three_pointers_made: sum('three_pointers_made'),
    three_pointers_attempted: sum('three_pointers_attempted'),
    free_throws_made: sum('free_throws_made'),
    free_throws_attempted: sum('free_throws_attempted'),
    rebounds: sum('total_rebounds') + random.poisson(3),
    assists: sum('assists'),
    turnovers: sum('turnovers') + random.poisson(0.8),
  };
}

/**
 * Basketball has no draws. Instead of simulating overtime, a tied game is settled by one more
 * made free throw for a player of the side chosen at random; the lines stay consistent.
 * @param {import('./random.mjs').Random} random
 * @param {TeamSide} side
 */
export function addDecidingFreeThrow(random, side) {
  const line = random.pick(side.lines);
  line.free_throws_attempted += 1;
  line.free_throws_made += 1;
  line.points += 1;
  side.free_throws_attempted += 1;
  side.free_throws_made += 1;
  side.points += 1;
}

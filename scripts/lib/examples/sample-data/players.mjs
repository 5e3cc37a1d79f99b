// @ts-check

/**
 * Invented players. First names are common given names; the family names are made up, so no
 * combination names a real player. Each team gets ten: five starters, five from the bench.
 * @typedef {'G' | 'G-F' | 'F' | 'F-C' | 'C'} Position
 * @typedef {{ player_id: number, player_name: string, position: Position, height_cm: number, weight_kg: number, birth_date: string, draft_year: number | null, skill: number, starter: boolean }} Player
 */

const FIRST = [
  'Adrian',
  'Bastian',
  'Caleb',
  'Darius',
  'Elias',
  'Felix',
  'Gideon',
  'Hugo',
  'Isaiah',
  'Jonah',
  'Kellan',
  'Linus',
  'Malik',
  'Nico',
  'Omar',
  'Pascal',
  'Quentin',
  'Rafael',
  'Silas',
  'Tobias',
  'Ulric',
  'Victor',
  'Wesley',
  'Xavier',
  'Yusuf',
  'Zane',
  'Amari',
  'Bodhi',
  'Cyrus',
  'Dante',
  'Emeka',
  'Femi',
  'Joaquin',
  'Kofi',
  'Luca',
  'Mateo',
  'Nnamdi',
  'Oren',
  'Rowan',
  'Theo',
];
const FAMILY = [
  'Quillfeather',
  'Marrowby',
  'Tenbury',
  'Oakhollow',
  'Fenwright',
  'Stormbridge',
  'Kettleby',
  'Rookwood',
  'Ellsmere',
  'Pennacott',
  'Varnell',
  'Wexley',
  'Brightmoor',
  'Farrowdale',
  'Glenholm',
  'Harrowgate',
  'Ivesly',
  'Jarrowby',
  'Kinlock',
  'Larchmont',
  'Merriwell',
  'Northcote',
  'Osterby',
  'Pendry',
  'Quarrington',
  'Redbourne',
  'Selwick',
  'Thornaby',
  'Underhill',
  'Vexford',
  'Yarrowby',
  'Zellner',
  'Abernook',
  'Bramwell',
  'Coldridge',
  'Drayfield',
  'Esterhaus',
  'Fallowfield',
  'Gorringe',
  'Hestwood',
  'Ironfield',
  'Kestrelby',
  'Lockridge',
  'Moorcroft',
  'Nettlefold',
  'Ottershaw',
  'Pellingham',
  'Ravensby',
  'Silverdale',
  'Tallowby',
  'Umberlee',
  'Vantreese',
  'Wainfleet',
  'Yellowley',
  'Zanderby',
  'Ashcombe',
  'Birchwell',
  'Cranleigh',
  'Dunhollow',
  'Evershed',
];

/** Starters first (indexes 0-4), then the bench. */
const ROSTER_POSITIONS = /** @type {const} */ (['G', 'G', 'F', 'F', 'C', 'G', 'G-F', 'F', 'F-C', 'C']);
const HEIGHT = { G: 189, 'G-F': 198, F: 203, 'F-C': 208, C: 213 };

/**
 * @param {import('./random.mjs').Random} random
 * @param {number} teamCount
 * @returns {{ players: Player[], rosters: number[][] }} rosters[t] holds the player ids of team t+1
 */
export function createPlayers(random, teamCount) {
  const names = random.shuffle(FIRST.flatMap((first) => FAMILY.map((family) => `${first} ${family}`)));
  /** @type {Player[]} */
  const players = [];
  /** @type {number[][]} */
  const rosters = [];
  for (let t = 0; t < teamCount; t += 1) {
    /** @type {number[]} */
    const roster = [];
    ROSTER_POSITIONS.forEach((position, slot) => {
      const starter = slot < 5;
      const height = Math.round(random.normal(HEIGHT[position], 4, HEIGHT[position] - 9, HEIGHT[position] + 9));
      const birthYear = random.int(1994, 2005);
      const drafted = random.next() < 0.85;
      const player = {
        player_id: 1001 + players.length,
        player_name: names[players.length],
        position,
        height_cm: height,
        weight_kg: Math.round((height - 100) * 0.93 + random.normal(0, 5, -10, 10)),
        birth_date: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
        draft_year: drafted ? Math.min(2024, birthYear + random.int(19, 22)) : null,
        skill: starter ? random.normal(0.7, 0.12, 0.45, 1) : random.normal(0.45, 0.12, 0.2, 0.75),
        starter,
      };
      players.push(player);
      roster.push(player.player_id);
    });
    rosters.push(roster);
  }
  return { players, rosters };
}

/** @param {number} n */
export const pad = (n) => String(n).padStart(2, '0');

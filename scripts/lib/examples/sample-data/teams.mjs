// @ts-check

/**
 * The 30 NBA teams with their conference, division and home arena for the 2024-25 season. These
 * are public facts; everything else in the sample (players, results) is invented.
 * @typedef {{ team_id: number, team_name: string, abbreviation: string, city: string, conference: 'East' | 'West', division: string, arena: string }} Team
 */

/** @type {[string, string, string, string, string][]} name, code, city, division, arena */
const TEAMS = [
  ['Boston Celtics', 'BOS', 'Boston', 'Atlantic', 'TD Garden'],
  ['Brooklyn Nets', 'BKN', 'Brooklyn', 'Atlantic', 'Barclays Center'],
  ['New York Knicks', 'NYK', 'New York', 'Atlantic', 'Madison Square Garden'],
  ['Philadelphia 76ers', 'PHI', 'Philadelphia', 'Atlantic', 'Wells Fargo Center'],
  ['Toronto Raptors', 'TOR', 'Toronto', 'Atlantic', 'Scotiabank Arena'],
  ['Chicago Bulls', 'CHI', 'Chicago', 'Central', 'United Center'],
  ['Cleveland Cavaliers', 'CLE', 'Cleveland', 'Central', 'Rocket Mortgage FieldHouse'],
  ['Detroit Pistons', 'DET', 'Detroit', 'Central', 'Little Caesars Arena'],
  ['Indiana Pacers', 'IND', 'Indiana', 'Central', 'Gainbridge Fieldhouse'],
  ['Milwaukee Bucks', 'MIL', 'Milwaukee', 'Central', 'Fiserv Forum'],
  ['Atlanta Hawks', 'ATL', 'Atlanta', 'Southeast', 'State Farm Arena'],
  ['Charlotte Hornets', 'CHA', 'Charlotte', 'Southeast', 'Spectrum Center'],
  ['Miami Heat', 'MIA', 'Miami', 'Southeast', 'Kaseya Center'],
  ['Orlando Magic', 'ORL', 'Orlando', 'Southeast', 'Kia Center'],
  ['Washington Wizards', 'WAS', 'Washington', 'Southeast', 'Capital One Arena'],
  ['Denver Nuggets', 'DEN', 'Denver', 'Northwest', 'Ball Arena'],
  ['Minnesota Timberwolves', 'MIN', 'Minnesota', 'Northwest', 'Target Center'],
  ['Oklahoma City Thunder', 'OKC', 'Oklahoma City', 'Northwest', 'Paycom Center'],
  ['Portland Trail Blazers', 'POR', 'Portland', 'Northwest', 'Moda Center'],
  ['Utah Jazz', 'UTA', 'Utah', 'Northwest', 'Delta Center'],
  ['Golden State Warriors', 'GSW', 'Golden State', 'Pacific', 'Chase Center'],
  ['LA Clippers', 'LAC', 'Los Angeles', 'Pacific', 'Intuit Dome'],
  ['Los Angeles Lakers', 'LAL', 'Los Angeles', 'Pacific', 'Crypto.com Arena'],
  ['Phoenix Suns', 'PHX', 'Phoenix', 'Pacific', 'Footprint Center'],
  ['Sacramento Kings', 'SAC', 'Sacramento', 'Pacific', 'Golden 1 Center'],
  ['Dallas Mavericks', 'DAL', 'Dallas', 'Southwest', 'American Airlines Center'],
  ['Houston Rockets', 'HOU', 'Houston', 'Southwest', 'Toyota Center'],
  ['Memphis Grizzlies', 'MEM', 'Memphis', 'Southwest', 'FedExForum'],
  ['New Orleans Pelicans', 'NOP', 'New Orleans', 'Southwest', 'Smoothie King Center'],
  ['San Antonio Spurs', 'SAS', 'San Antonio', 'Southwest', 'Frost Bank Center'],
];

const EAST = new Set(['Atlantic', 'Central', 'Southeast']);

/** @returns {Team[]} */
export function nbaTeams() {
  return TEAMS.map(([team_name, abbreviation, city, division, arena], i) => ({
    team_id: i + 1,
    team_name,
    abbreviation,
    city,
    conference: EAST.has(division) ? 'East' : 'West',
    division,
    arena,
  }));
}

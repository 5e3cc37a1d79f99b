-- NBA SAMPLE DATA for the documentation quick start. Team names, conferences, divisions and
-- arenas are real; players, games and every statistic are invented by a seeded generator.
-- Written by scripts/generate-nba-sample.mjs from the schema files in content/examples/nba/schema;
-- edit those and run the script instead of editing this file.
-- Run it as the role that is to own the tables: it drops the five sample tables if they exist
-- and creates them again, inside one transaction, so a run that fails keeps the tables it found.

\set ON_ERROR_STOP on
BEGIN;
DROP TABLE IF EXISTS team_game_stats_f, player_game_stats_f, player_d, game_f, team_d;

CREATE TABLE team_d (
  team_id INTEGER NOT NULL,
  team_name VARCHAR(50) NOT NULL,
  abbreviation CHAR(3) NOT NULL,
  city VARCHAR(50) NOT NULL,
  conference VARCHAR(10) NOT NULL,
  division VARCHAR(20) NOT NULL,
  arena VARCHAR(100) NOT NULL,
  PRIMARY KEY (team_id)
);

CREATE TABLE game_f (
  game_id INTEGER NOT NULL,
  game_date DATE NOT NULL,
  game_month CHAR(7) NOT NULL,
  season CHAR(7) NOT NULL,
  season_type VARCHAR(20) NOT NULL,
  arena VARCHAR(100) NOT NULL,
  home_team_id INTEGER NOT NULL,
  away_team_id INTEGER NOT NULL,
  home_points SMALLINT NOT NULL,
  away_points SMALLINT NOT NULL,
  PRIMARY KEY (game_id),
  FOREIGN KEY (home_team_id) REFERENCES team_d (team_id),
  FOREIGN KEY (away_team_id) REFERENCES team_d (team_id)
);

CREATE TABLE player_d (
  player_id INTEGER NOT NULL,
  player_name VARCHAR(100) NOT NULL,
  position VARCHAR(5) NOT NULL,
  height_cm SMALLINT NOT NULL,
  weight_kg SMALLINT NOT NULL,
  birth_date DATE NOT NULL,
  draft_year SMALLINT,
  PRIMARY KEY (player_id)
);

CREATE TABLE player_game_stats_f (
  game_id INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  team_id INTEGER NOT NULL,
  game_date DATE NOT NULL,
  minutes NUMERIC(5,2) NOT NULL,
  points SMALLINT NOT NULL,
  offensive_rebounds SMALLINT NOT NULL,
  defensive_rebounds SMALLINT NOT NULL,
  total_rebounds SMALLINT NOT NULL,
  assists SMALLINT NOT NULL,
  steals SMALLINT NOT NULL,
  blocks SMALLINT NOT NULL,
  turnovers SMALLINT NOT NULL,
  field_goals_made SMALLINT NOT NULL,
  field_goals_attempted SMALLINT NOT NULL,
  three_pointers_made SMALLINT NOT NULL,
  three_pointers_attempted SMALLINT NOT NULL,
  free_throws_made SMALLINT NOT NULL,
  free_throws_attempted SMALLINT NOT NULL,
  PRIMARY KEY (game_id, player_id),
  FOREIGN KEY (game_id) REFERENCES game_f (game_id),
  FOREIGN KEY (player_id) REFERENCES player_d (player_id),
  FOREIGN KEY (team_id) REFERENCES team_d (team_id)
);

CREATE TABLE team_game_stats_f (
  game_id INTEGER NOT NULL,
  team_id INTEGER NOT NULL,
  opponent_team_id INTEGER NOT NULL,
  game_date DATE NOT NULL,
  is_home BOOLEAN NOT NULL,
  points SMALLINT NOT NULL,
  opponent_points SMALLINT NOT NULL,
  field_goals_made SMALLINT NOT NULL,
  field_goals_attempted SMALLINT NOT NULL,
  three_pointers_made SMALLINT NOT NULL,
  three_pointers_attempted SMALLINT NOT NULL,
  free_throws_made SMALLINT NOT NULL,
  free_throws_attempted SMALLINT NOT NULL,
  rebounds SMALLINT NOT NULL,
  assists SMALLINT NOT NULL,
  turnovers SMALLINT NOT NULL,
  won BOOLEAN NOT NULL,
  PRIMARY KEY (game_id, team_id),
  FOREIGN KEY (game_id) REFERENCES game_f (game_id),
  FOREIGN KEY (team_id) REFERENCES team_d (team_id),
  FOREIGN KEY (opponent_team_id) REFERENCES team_d (team_id)
);
COMMIT;

-- NBA SAMPLE DATA for the documentation quick start. Team names, conferences, divisions and
-- arenas are real; players, games and every statistic are invented by a seeded generator.
-- Written by scripts/generate-nba-sample.mjs from the schema files in content/examples/nba/schema;
-- edit those and run the script instead of editing this file.
-- Run it with psql from the folder that holds data/, after create_tables.sql:
--   psql -d nba -f create_tables.sql -f load.sql
-- It empties the five tables before copying, inside one transaction, so it can be run again
-- on its own: a run that fails changes nothing.

\set ON_ERROR_STOP on
BEGIN;
TRUNCATE team_game_stats_f, player_game_stats_f, player_d, game_f, team_d;
\copy team_d (team_id, team_name, abbreviation, city, conference, division, arena) FROM 'data/team_d.csv' WITH (FORMAT csv, HEADER true)
\copy game_f (game_id, game_date, game_month, season, season_type, arena, home_team_id, away_team_id, home_points, away_points) FROM 'data/game_f.csv' WITH (FORMAT csv, HEADER true)
\copy player_d (player_id, player_name, position, height_cm, weight_kg, birth_date, draft_year) FROM 'data/player_d.csv' WITH (FORMAT csv, HEADER true)
\copy player_game_stats_f (game_id, player_id, team_id, game_date, minutes, points, offensive_rebounds, defensive_rebounds, total_rebounds, assists, steals, blocks, turnovers, field_goals_made, field_goals_attempted, three_pointers_made, three_pointers_attempted, free_throws_made, free_throws_attempted) FROM 'data/player_game_stats_f.csv' WITH (FORMAT csv, HEADER true)
\copy team_game_stats_f (game_id, team_id, opponent_team_id, game_date, is_home, points, opponent_points, field_goals_made, field_goals_attempted, three_pointers_made, three_pointers_attempted, free_throws_made, free_throws_attempted, rebounds, assists, turnovers, won) FROM 'data/team_game_stats_f.csv' WITH (FORMAT csv, HEADER true)
COMMIT;
ANALYZE team_d, game_f, player_d, player_game_stats_f, team_game_stats_f;

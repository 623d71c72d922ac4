// The game list of each recent gameListVersion, so preLogin can answer a client that holds an
// older one with only what changed since (config/game-list-history.ts keeps the newest few).
// `seq` orders the records by when they were written: a version number can go down (the dev
// config switch sets it), so it cannot tell which records are the old ones.
import type { Migration } from '../db-types';

export const migration012: Migration = {
  version: 12,
  sql: `
CREATE TABLE game_list_history (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  version INTEGER NOT NULL UNIQUE,
  games TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- A database made before this table: its current list is the first one kept.
INSERT INTO game_list_history (version, games, created_at)
  SELECT json_extract(json, '$.gameListVersion'), json_extract(json, '$.appGameList'), updated_at
  FROM app_config WHERE id = 1 AND json_type(json, '$.appGameList') = 'array';
`,
};

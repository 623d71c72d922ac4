// Owner of themes: the operator's skins (one active) and previews.
import type { AppTheme } from '../../../contract/core';
import type { SandboxDb } from '../db-types';

export interface NewTheme {
  id: string;
  themeName: string;
  themeDomian: string;
  data: unknown;
  active: boolean;
}

interface ThemeRow {
  theme_name: string;
  theme_domian: string;
  theme_json: string;
}

const toTheme = (row: ThemeRow): AppTheme => ({ themeName: row.theme_name, themeDomian: row.theme_domian, themeJsonData: row.theme_json });

/** Inserts seed themes. */
export function insertThemes(db: SandboxDb, themes: readonly NewTheme[]): void {
  const insert = db.prepare('INSERT INTO themes (id, theme_name, theme_domian, theme_json, is_active) VALUES (?, ?, ?, ?, ?)');
  for (const theme of themes) insert.run(theme.id, theme.themeName, theme.themeDomian, JSON.stringify(theme.data), theme.active ? 1 : 0);
}

/** The active theme, or undefined. */
export function activeTheme(db: SandboxDb): AppTheme | undefined {
  const row = db.prepare('SELECT theme_name, theme_domian, theme_json FROM themes WHERE is_active = 1 LIMIT 1').get() as ThemeRow | undefined;
  return row && toTheme(row);
}

/** The theme of `id`, or undefined. */
export function findTheme(db: SandboxDb, id: string): AppTheme | undefined {
  const row = db.prepare('SELECT theme_name, theme_domian, theme_json FROM themes WHERE id = ?').get(id) as ThemeRow | undefined;
  return row && toTheme(row);
}

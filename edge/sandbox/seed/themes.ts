// Seed themes: the active dark casino look and one preview theme for `appThemePreview`.
import type { ThemeData } from '../../../contract/core';

export interface SeedTheme {
  id: string;
  themeName: string;
  themeDomian: string;
  data: ThemeData;
  active: boolean;
}

export const SEED_THEMES: SeedTheme[] = [
  {
    id: 'default',
    themeName: 'Midnight',
    themeDomian: '',
    active: true,
    data: {
      title: 'Casino',
      colors: {
        bg: '#14091f',
        surface: '#241336',
        primary: '#f5c542',
        primaryText: '#1a1024',
        accent: '#a24bff',
        text: '#f4eefc',
        muted: '#a898bd',
        danger: '#ff5470',
        success: '#3ddc97',
      },
    },
  },
  {
    id: 'preview-emerald',
    themeName: 'Emerald',
    themeDomian: '',
    active: false,
    data: {
      title: 'Casino',
      colors: {
        bg: '#06140f',
        surface: '#0f2a20',
        primary: '#34d399',
        primaryText: '#04110c',
        accent: '#f5c542',
        text: '#ecfdf5',
        muted: '#8fb5a5',
        danger: '#f87171',
        success: '#34d399',
      },
    },
  },
];


// The translation hook: `t` in a component, re-rendered when the language changes or a catalog's
// Filipino text arrives (stores/locale.ts holds the text; hooks live outside stores/).
import { useStore } from '@nanostores/react';
import { $catalogVersion, $locale, t } from '../stores/locale';

/** `t`, in a component that re-renders when the language or a catalog changes. */
export function useT(): typeof t {
  useStore($locale);
  useStore($catalogVersion);
  return t;
}

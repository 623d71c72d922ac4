// The few words shared UI pieces say themselves (aria labels). ui/ never imports stores, so the
// app provides translated values through this context; these English defaults serve tests.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export interface UiStrings {
  close: string;
  back: string;
  showPassword: string;
  hidePassword: string;
  loading: string;
}

export const UiStringsContext = createContext<UiStrings>({
  close: 'Close',
  back: 'Back',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading…',
});

/** The UI strings of the current language. */
export const useUiStrings = (): UiStrings => useContext(UiStringsContext);

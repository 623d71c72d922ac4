import type { ComponentChildren } from 'preact';
import styles from './page.module.css';
import { BackIcon } from './icons';
import { useUiStrings } from './ui-strings';

export interface PageProps {
  title: string;
  /** true: a back button (history back, or home without history); a function: custom back. */
  back?: boolean | (() => void);
  actions?: ComponentChildren;
  children: ComponentChildren;
}

function goBack(): void {
  // A page opened directly (new tab, shared link) has nothing to go back to in this app.
  if (history.length > 1) history.back();
  else {
    history.replaceState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  }
}

/** A page with a header bar (title, optional back button and actions). */
export function Page({ title, back, actions, children }: PageProps) {
  const strings = useUiStrings();
  return (
    <section class={styles.page}>
      <header class={styles.header}>
        {back ? (
          <button type="button" class={styles.back} onClick={typeof back === 'function' ? back : goBack} aria-label={strings.back}>
            <BackIcon />
          </button>
        ) : (
          <span class={styles.spacer} />
        )}
        <h1 class={styles.title}>{title}</h1>
        <div class={styles.actions}>{actions}</div>
      </header>
      <div class={styles.content}>{children}</div>
    </section>
  );
}

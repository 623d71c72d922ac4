// The body every automatic popup shares: the activity's banner (when safe to show), a title, a
// text and up to two actions. The dialog traps focus; Escape, the close button and Android back
// close it, and the popup queue then shows the next one.
import { useStore } from '@nanostores/react';
import type { ComponentChildren } from 'preact';
import { safeImageUrl } from '../../../contract/safe-url';
import { $activityState } from '../../stores/activities';
import { Dialog } from '../../ui/dialog';
import styles from './notices.module.css';

/** The activity of a popup, from the activity state already loaded. */
export function useActivity(activityId: number | undefined) {
  const state = useStore($activityState);
  return activityId === undefined ? undefined : state.data?.activityMap?.[String(activityId)];
}

export function PopupCard(props: { title: string; banner?: string; text?: string; actions: ComponentChildren; onClose: () => void; testId: string }) {
  const banner = safeImageUrl(props.banner);
  return (
    <Dialog open title={props.title} onClose={props.onClose} actions={props.actions}>
      <div class={styles.body} data-testid={props.testId}>
        {banner ? <img class={styles.banner} src={banner} alt="" width={690} height={280} /> : null}
        {props.text ? <p>{props.text}</p> : null}
      </div>
    </Dialog>
  );
}

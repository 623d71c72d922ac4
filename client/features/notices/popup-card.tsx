// The body every automatic popup shares: the activity's banner (when safe to show), a title, a
// text and up to two actions. A banner draws a button, so with `onBanner` the picture is a button
// doing the popup's main action (ui/art-button.tsx). The dialog traps focus; Escape, the close button and Android back
// close it, and the popup queue then shows the next one.
import { useStore } from '@nanostores/react';
import type { ComponentChildren } from 'preact';
import { safeImageUrl } from '../../../contract/safe-url';
import { $activityState } from '../../stores/activities';
import { ArtButton } from '../../ui/art-button';
import { Dialog } from '../../ui/dialog';
import styles from './notices.module.css';

/** The activity of a popup, from the activity state already loaded. */
export function useActivity(activityId: number | undefined) {
  const state = useStore($activityState);
  return activityId === undefined ? undefined : state.data?.activityMap?.[String(activityId)];
}

export function PopupCard(props: {
  title: string;
  banner?: string;
  /** The main action (one of `actions`), taken by a tap on the banner too. */
  onBanner?: () => void;
  text?: string;
  actions: ComponentChildren;
  onClose: () => void;
  testId: string;
}) {
  const banner = safeImageUrl(props.banner);
  return (
    <Dialog open title={props.title} onClose={props.onClose} actions={props.actions}>
      <div class={styles.body} data-testid={props.testId}>
        {banner && props.onBanner ? (
          <ArtButton class={styles.banner} src={banner} onClick={props.onBanner} />
        ) : banner ? (
          <img class={styles.banner} src={banner} alt="" width={690} height={280} />
        ) : null}
        {props.text ? <p>{props.text}</p> : null}
      </div>
    </Dialog>
  );
}

import type { ComponentChildren } from 'preact';
import styles from './modal-header.module.css';
import { CloseIcon } from './icons';
import { useUiStrings } from './ui-strings';

export interface ModalHeaderProps {
  /** Id the dialog's aria-labelledby points at. */
  titleId: string;
  title?: ComponentChildren;
  /** Given: a close button. */
  onClose?: () => void;
  /** A rule under the header (the centred dialog). */
  bordered?: boolean;
}

/** Title and close button of a dialog or bottom sheet. */
export function ModalHeader({ titleId, title, onClose, bordered }: ModalHeaderProps) {
  const strings = useUiStrings();
  return (
    // div, not <header>: inside a dialog it would still be a page landmark (banner)
    <div class={`${styles.header} ${bordered ? styles.bordered : ''}`}>
      {title ? (
        <h2 id={titleId} class={styles.title}>
          {title}
        </h2>
      ) : (
        <span class={styles.title} />
      )}
      {onClose ? (
        <button type="button" class={styles.close} onClick={onClose} aria-label={strings.close}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import { useUiStrings } from './ui-strings';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ComponentChildren;
  /** Buttons under the content. */
  actions?: ComponentChildren;
  /** When given: a close button, Escape and a backdrop tap close the dialog. */
  onClose?: () => void;
}

/** A centred modal dialog with a focus trap. */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const titleId = useId();
  const strings = useUiStrings();
  const ref = useFocusTrap<HTMLDivElement>(open, onClose);
  if (!open) return null;
  return (
    <div class={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={ref} class={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {/* div, not <header>: inside a dialog it would still be a page landmark (banner) */}
        <div class={styles.header}>
          <h2 id={titleId} class={styles.title}>
            {title}
          </h2>
          {onClose ? (
            <button type="button" class={styles.close} onClick={onClose} aria-label={strings.close}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div class={styles.body}>{children}</div>
        {actions ? <div class={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import styles from './dialog.module.css';
import { ModalHeader } from './modal-header';
import { useFocusTrap } from './use-focus-trap';

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
  const ref = useFocusTrap<HTMLDivElement>(open, onClose);
  if (!open) return null;
  return (
    <div class={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={ref} class={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <ModalHeader titleId={titleId} title={title} onClose={onClose} bordered />
        <div class={styles.body}>{children}</div>
        {actions ? <div class={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

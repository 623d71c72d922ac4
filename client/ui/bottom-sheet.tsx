import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import styles from './bottom-sheet.module.css';
import { ModalHeader } from './modal-header';
import { useFocusTrap } from './use-focus-trap';

export interface BottomSheetProps {
  open: boolean;
  title?: string;
  children: ComponentChildren;
  footer?: ComponentChildren;
  /** Absent: the sheet cannot be dismissed (no close button, Escape or backdrop tap). */
  onClose?: () => void;
}

/** A sheet sliding up from the bottom, with a focus trap. */
export function BottomSheet({ open, title, children, footer, onClose }: BottomSheetProps) {
  const titleId = useId();
  const ref = useFocusTrap<HTMLDivElement>(open, onClose);
  if (!open) return null;
  return (
    <div class={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={ref} class={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined} tabIndex={-1}>
        {title || onClose ? <ModalHeader titleId={titleId} title={title} onClose={onClose} /> : null}
        <div class={styles.body}>{children}</div>
        {footer ? <div class={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}

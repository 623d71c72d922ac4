import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import styles from './bottom-sheet.module.css';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import { useUiStrings } from './ui-strings';

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
  const strings = useUiStrings();
  const ref = useFocusTrap<HTMLDivElement>(open, onClose);
  if (!open) return null;
  return (
    <div class={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={ref} class={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined} tabIndex={-1}>
        {title || onClose ? (
          // div, not <header>: inside a dialog it would still be a page landmark (banner)
          <div class={styles.header}>
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
        ) : null}
        <div class={styles.body}>{children}</div>
        {footer ? <div class={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}

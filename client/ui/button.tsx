import type { ButtonHTMLAttributes, ComponentChildren, TargetedMouseEvent } from 'preact';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'size' | 'type'> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  size?: 'md' | 'sm';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and ignores clicks. */
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: (event: TargetedMouseEvent<HTMLButtonElement>) => void;
  children: ComponentChildren;
};

/** The app's button. `type` defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', block, loading, disabled, type = 'button', onClick, children, class: extra, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'sm' ? styles.sm : '', block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      class={classes}
      disabled={disabled || loading}
      aria-busy={loading ? 'true' : undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      <span>{children}</span>
    </button>
  );
}

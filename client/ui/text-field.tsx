import type { ComponentChildren, HTMLAttributes } from 'preact';
import { useId, useState } from 'preact/hooks';
import styles from './text-field.module.css';
import { EyeIcon, EyeOffIcon } from './more-icons';
import { useUiStrings } from './ui-strings';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'password' | 'tel' | 'number';
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Shown inside the field before the input (e.g. "+63"). */
  prefix?: ComponentChildren;
  /** Shown inside the field after the input (e.g. a "Send code" button). */
  suffix?: ComponentChildren;
  autoFocus?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
}

/** A labelled input; the error is announced and tied to the input. Passwords get a show/hide toggle. */
export function TextField(props: TextFieldProps) {
  const { label, name, value, onInput, type = 'text', error, hint, placeholder, autoComplete, inputMode, maxLength, prefix, suffix, autoFocus, disabled, onBlur } = props;
  const id = useId();
  const strings = useUiStrings();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const inputType = type === 'password' && revealed ? 'text' : type;

  return (
    <div class={styles.field}>
      <label class={styles.label} for={id}>
        {label}
      </label>
      <div class={`${styles.box} ${error ? styles.invalid : ''} ${disabled ? styles.disabled : ''}`}>
        {prefix ? <span class={styles.prefix}>{prefix}</span> : null}
        <input
          id={id}
          class={styles.input}
          name={name}
          // Preact types each input type separately; these four share every attribute used here.
          type={inputType as 'text'}
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
          onBlur={onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={describedBy}
          spellcheck={false}
          autoCapitalize="off"
        />
        {type === 'password' ? (
          <button
            type="button"
            class={styles.toggle}
            onClick={() => setRevealed(!revealed)}
            aria-label={revealed ? strings.hidePassword : strings.showPassword}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
        {suffix ? <span class={styles.suffix}>{suffix}</span> : null}
      </div>
      {error ? (
        <p id={errorId} class={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} class={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

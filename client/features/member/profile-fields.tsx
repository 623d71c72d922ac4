// Form controls the profile forms need beyond the shared TextField: a date and a choice list, with
// the same label, error and described-by wiring; and the focus move to the first invalid field.
import { useId } from 'preact/hooks';
import styles from './profile.module.css';

/** Moves focus to the first invalid field of `form` (after a failed check). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  (form?.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
}

interface ControlProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

export function DateField({ label, value, onInput, error, disabled, max, testId }: ControlProps & { max: string }) {
  const id = useId();
  return (
    <div class={styles.field}>
      <label class={styles.label} for={id}>
        {label}
      </label>
      <input
        id={id}
        class={styles.control}
        type="date"
        value={value}
        max={max}
        disabled={disabled}
        onInput={(event) => onInput(event.currentTarget.value)}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="bday"
        data-testid={testId}
      />
      {error && (
        <p id={`${id}-error`} class={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({ label, value, onInput, error, disabled, options, placeholder, testId }: ControlProps & { options: [string, string][]; placeholder: string }) {
  const id = useId();
  return (
    <div class={styles.field}>
      <label class={styles.label} for={id}>
        {label}
      </label>
      <select
        id={id}
        class={styles.control}
        value={value}
        disabled={disabled}
        onChange={(event) => onInput(event.currentTarget.value)}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} class={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

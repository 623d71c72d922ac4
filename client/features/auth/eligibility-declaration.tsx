// Spec section 1's declaration: the six barred groups in plain words and the one consent box
// (with the terms and privacy links). The register form and the sign-up step of the SMS and
// social logins (declaration-step.tsx) show this same block.
import { useState } from 'preact/hooks';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import styles from './auth-form.module.css';

const MARK = '\u0000';
/** The barred groups of spec section 1 (text in the age notice's catalog). */
const BARRED_GROUPS = ['officials', 'military', 'minors', 'restricted', 'licensees', 'public'] as const;

export interface EligibilityDeclarationProps {
  /** The id of the groups' block (the box's description). */
  id: string;
  checked: boolean;
  /** True once a submit met the box unticked: says it is required. */
  missing: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The box's state for a form that shows the declaration: `require()` on submit marks an unticked
 * box (its message shows) and says whether it is ticked; `focusBox` then takes the player to it.
 */
export function useDeclarationConsent() {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    checked,
    require: (): boolean => {
      setMissing(!checked);
      return checked;
    },
    focusBox: (form: HTMLElement | null | undefined) => form?.querySelector<HTMLElement>('[name="consent"]')?.focus(),
    fieldProps: {
      checked,
      missing,
      onChange: (next: boolean) => {
        setChecked(next);
        if (next) setMissing(false);
      },
    },
  };
}

export function EligibilityDeclaration({ id, checked, missing, onChange }: EligibilityDeclarationProps) {
  const t = useT();
  // The consent sentence with its two links, in the order the language puts them.
  const consentParts = t('auth.register.consent', { terms: `${MARK}terms${MARK}`, privacy: `${MARK}privacy${MARK}` })
    .split(MARK)
    .map((part, index) =>
      index % 2 === 0 ? (
        part
      ) : (
        <a key={part} href={href(part === 'terms' ? 'termsOfUse' : 'privacyPolicy')} target="_blank" rel="noopener">
          {t(part === 'terms' ? 'auth.register.terms' : 'auth.register.privacy')}
        </a>
      ),
    );
  const invalid = missing && !checked;
  return (
    <>
      <div class={styles.barred} id={id}>
        <p>{t('auth.register.barredIntro')}</p>
        <ul>
          {BARRED_GROUPS.map((key) => (
            <li key={key}>{t(`age.barred.${key}`)}</li>
          ))}
        </ul>
      </div>
      {/* The whole line is the box's label: a tap target of at least 44 px (.consent). */}
      <label class={styles.consent}>
        <input
          type="checkbox"
          name="consent"
          aria-describedby={id}
          checked={checked}
          aria-invalid={invalid ? 'true' : 'false'}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{consentParts}</span>
      </label>
      {invalid ? (
        <p class={styles.consentError} role="alert">
          {t('auth.rule.consentRequired')}
        </p>
      ) : null}
    </>
  );
}

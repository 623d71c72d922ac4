// Form state shared by the auth forms: values, field errors shown on blur and on submit (the first
// invalid field gets the focus), and one submission at a time with its server error.
import { useRef, useState } from 'preact/hooks';
import { mutation } from '../../stores/server-state-mutation';
import { useMutation } from '../../widgets/use-mutation';
import { authErrorMessage, DeclarationRequired, isWrongCode, pendingThroughRedirect, type AuthMessage } from './auth-store';
import type { RuleError } from './rules';

export type FieldRule<V> = (value: string, values: V) => RuleError | null;

export interface AuthForm<V extends Record<string, string>> {
  values: V;
  errors: Partial<Record<keyof V, RuleError>>;
  formRef: { current: HTMLFormElement | null };
  set: (name: keyof V, value: string) => void;
  blur: (name: keyof V) => void;
  /** Checks the fields (in screen order); shows their errors and focuses the first invalid one. */
  validate: (fields: (keyof V)[]) => boolean;
  /** Shows an error on one field (e.g. mobile checked before sending a code) and focuses it. */
  showFieldError: (name: keyof V, error: RuleError | null) => void;
  busy: boolean;
  serverError: AuthMessage | null;
  setServerError: (message: AuthMessage | null) => void;
  /** Runs `action` unless one is running; a failure becomes `serverError` (a sign-up's 1113, `declaration`). Resolves true on success. */
  submit: (action: () => Promise<unknown>) => Promise<boolean>;
  /** A sign-up waiting for the barred-groups declaration (the form shows its step instead). */
  declaration: DeclarationRequired | null;
  setDeclaration: (declaration: DeclarationRequired | null) => void;
}

/** State and helpers of one auth form. */
export function useAuthForm<V extends Record<string, string>>(initial: V, rules: { [K in keyof V]?: FieldRule<V> }): AuthForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, RuleError>>>({});
  const [serverError, setServerError] = useState<AuthMessage | null>(null);
  const [declaration, setDeclaration] = useState<DeclarationRequired | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // One submission at a time. LINE's redirect: the page is leaving, so the submission stays
  // pending (the button busy) until it has gone.
  const [submission] = useState(() => mutation(null, (action: () => Promise<unknown>) => pendingThroughRedirect(action())));
  const busy = useMutation(submission).pending;
  // Handlers may run before a re-render; they read the latest values from here.
  const latest = useRef(values);
  latest.current = values;

  const check = (name: keyof V, all: V): RuleError | null => rules[name]?.(all[name] ?? '', all) ?? null;

  const focus = (name: keyof V): void => {
    formRef.current?.querySelector<HTMLElement>(`[name="${String(name)}"]`)?.focus();
  };

  const set = (name: keyof V, value: string): void => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // A field already marked wrong is re-checked while typing, so the message goes once fixed.
    setErrors((current) => (current[name] ? { ...current, [name]: check(name, next) ?? undefined } : current));
  };

  const blur = (name: keyof V): void => {
    // An untouched empty field is not an error until submit.
    if (!latest.current[name]) return;
    const error = check(name, latest.current);
    setErrors((current) => ({ ...current, [name]: error ?? undefined }));
  };

  const validate = (fields: (keyof V)[]): boolean => {
    const found: Partial<Record<keyof V, RuleError>> = {};
    for (const name of fields) {
      const error = check(name, latest.current);
      if (error) found[name] = error;
    }
    setErrors(found);
    const first = fields.find((name) => found[name]);
    if (first !== undefined) focus(first);
    return first === undefined;
  };

  const showFieldError = (name: keyof V, error: RuleError | null): void => {
    setErrors((current) => ({ ...current, [name]: error ?? undefined }));
    if (error) focus(name);
  };

  const submit = async (action: () => Promise<unknown>): Promise<boolean> => {
    if (submission.get().pending) return false;
    setServerError(null);
    try {
      await submission.run(action);
      return true;
    } catch (error) {
      // A refused code is said on the code field (its aria-describedby), which gets the focus.
      if (error instanceof DeclarationRequired) setDeclaration(error);
      else if (isWrongCode(error) && 'smsCode' in latest.current) showFieldError('smsCode' as keyof V, authErrorMessage(error));
      else setServerError(authErrorMessage(error));
      return false;
    }
  };

  return { values, errors, formRef, set, blur, validate, showFieldError, busy, serverError, setServerError, submit, declaration, setDeclaration };
}

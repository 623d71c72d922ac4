// The sign-up step of the SMS and social logins: the operator answered 1113 (a new account needs
// spec section 1's declaration), so the sheet or page shows the barred groups and the one box in
// the form's place, then sends the same call again with the declaration (same code or token, no
// new SMS). Back (the phone's or the header's) closes this step first, as a sheet's step does.
import { useEffect, useRef } from 'preact/hooks';
import { withBackStack } from '../../lib/overlay-history';
import { mutation } from '../../stores/server-state-mutation';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { ServerError } from './auth-fields';
import { authErrorMessage, type DeclarationRequired } from './auth-store';
import { EligibilityDeclaration, useDeclarationConsent } from './eligibility-declaration';
import styles from './auth-form.module.css';

export interface DeclarationStepProps {
  declaration: DeclarationRequired;
  /** Signed in: the new account exists. */
  onDone: () => void;
  /** Back to the form (the code or token is still unused). */
  onCancel: () => void;
}

export function DeclarationStep({ declaration, onDone, onCancel }: DeclarationStepProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const consent = useDeclarationConsent();
  const confirm = useMutation(() => mutation(null, () => declaration.confirm()));
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // A screen reader hears where the player now is.
  useEffect(() => heading.current?.focus(), []);
  // The step holds an entry on the back stack while it shows (lib/back-stack.ts), on top of its sheet's.
  useEffect(() => {
    let live = true;
    let release: (() => void) | undefined;
    void withBackStack().then((stack) => {
      if (live) release = stack.open(() => cancel.current());
    });
    return () => {
      live = false;
      release?.();
    };
  }, []);

  const onSubmit = (event: Event): void => {
    event.preventDefault();
    if (!consent.require()) {
      consent.focusBox(event.currentTarget as HTMLFormElement);
      return;
    }
    confirm.run().then(onDone, () => undefined);
  };

  return (
    <form class={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="declaration-title">
      <h2 id="declaration-title" class={styles.stepTitle} tabIndex={-1} ref={heading}>
        {t('auth.declare.title')}
      </h2>
      <p class={styles.intro}>{t('auth.declare.intro')}</p>
      <ServerError error={confirm.error === undefined ? null : authErrorMessage(confirm.error)} />
      <EligibilityDeclaration id="declaration-barred" {...consent.fieldProps} />
      <Button type="submit" block loading={confirm.pending}>
        {t('auth.declare.submit')}
      </Button>
      <div class={styles.links}>
        <button type="button" class={styles.linkButton} onClick={onCancel} disabled={confirm.pending}>
          {t('common.back')}
        </button>
      </div>
    </form>
  );
}

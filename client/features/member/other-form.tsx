// The personal details form (updateAppUserOther): full name, birthday, e-mail, work and source of
// income. While the identity verification is pending or approved, name, birthday and source of
// income are its own: shown read-only with a link to it, never asked twice.
import { useRef, useState } from 'preact/hooks';
import { manilaToday, type SourceOfFunds } from '../../../contract/kyc-fields';
import type { UserOther, UserOtherState } from '../../../contract/member';
import { OCCUPATIONS, SOURCES_OF_INCOME, type Occupation } from '../../../contract/member-details-fields';
import { href } from '../../../contract/route-paths';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { DateField, focusFirstInvalid, SelectField } from './profile-fields';
import { PROFILE_CODES } from './profile-codes';
import { validateOther, type OtherErrors } from './profile-rules';
import { $saveOther } from './profile-store';
import styles from './profile.module.css';

export function OtherForm({ state }: { state: UserOtherState }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [other, setOther] = useState<UserOther>(state.other);
  const [errors, setErrors] = useState<OtherErrors>({});
  const save = useMutation($saveOther);
  const locked = state.identityLocked;
  const set = (field: keyof UserOther) => (value: string) => setOther((current) => ({ ...current, [field]: value }));
  const message = (field: keyof UserOther) => (errors[field] ? t(`profile.error.${errors[field]}`) : undefined);
  const submit = (event: Event) => {
    event.preventDefault();
    const found = validateOther(other, locked, Date.now());
    setErrors(found);
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstInvalid(form.current));
    // validateOther has checked the choices: neither is '' here.
    const mine = { email: other.email.trim(), occupation: other.occupation as Occupation };
    save.run(locked ? mine : { ...mine, realName: other.realName.trim(), birthDate: other.birthDate, sourceOfIncome: other.sourceOfIncome as SourceOfFunds }).then(
      (answer) => {
        setOther(answer.other);
        showToast(t('profile.otherSaved'), 'success');
      },
      (failure: unknown) => {
        const m = errorMessage(failure, PROFILE_CODES);
        showToast(`${t('profile.notSaved')} ${t(m.key, m.params)}`, 'error');
      },
    );
  };
  return (
    <form ref={form} class={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-other" data-testid="other-form">
      <h2 id="profile-other">{t('profile.other')}</h2>
      <p class={styles.hint}>{t('profile.otherHint')}</p>
      {locked && (
        <p class={styles.locked} data-testid="other-locked">
          {t('profile.lockedByKyc')}{' '}
          <a class={styles.link} href={href('memberProfileKyc')}>
            {t('profile.fromKycLink')}
          </a>
        </p>
      )}
      <TextField label={t('profile.realName')} name="realName" value={other.realName} onInput={set('realName')} error={message('realName')} autoComplete="name" maxLength={80} disabled={locked} />
      <DateField label={t('profile.birthDate')} value={other.birthDate} onInput={set('birthDate')} error={message('birthDate')} max={manilaToday(Date.now())} disabled={locked} testId="other-birth" />
      <SelectField
        label={t('profile.sourceOfIncome')}
        value={other.sourceOfIncome}
        onInput={set('sourceOfIncome')}
        error={message('sourceOfIncome')}
        disabled={locked}
        placeholder={t('profile.choose')}
        options={SOURCES_OF_INCOME.map((source) => [source, t(`profile.source.${source}`)])}
        testId="other-source"
      />
      <SelectField
        label={t('profile.occupation')}
        value={other.occupation}
        onInput={set('occupation')}
        error={message('occupation')}
        placeholder={t('profile.choose')}
        options={OCCUPATIONS.map((occupation) => [occupation, t(`profile.occupation.${occupation}`)])}
        testId="other-occupation"
      />
      <TextField label={t('profile.email')} name="email" value={other.email} onInput={set('email')} error={message('email')} autoComplete="email" inputMode="email" maxLength={254} />
      <Button type="submit" block loading={save.pending}>
        {t('profile.otherSave')}
      </Button>
    </form>
  );
}

// The details and declarations steps of the KYC form.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { KYC_DECLARATIONS, manilaToday, SOURCES_OF_FUNDS } from '../../../contract/kyc-fields';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { validateDetails, type DetailsErrors, type KycDetails } from './kyc-rules';
import { $draft, updateDraft } from './kyc-store';
import styles from './kyc.module.css';

export function DetailsStep({ onNext }: { onNext: () => void }) {
  const t = useT();
  const details = useStore($draft).details;
  const [errors, setErrors] = useState<DetailsErrors>({});
  const set = (field: keyof KycDetails) => (value: string) => {
    updateDraft({ details: { ...$draft.get().details, [field]: value } });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const message = (field: keyof KycDetails) => (errors[field] ? t(`kyc.error.${errors[field]}`) : undefined);
  const next = (event: Event) => {
    event.preventDefault();
    const found = validateDetails(details, Date.now());
    setErrors(found);
    if (Object.keys(found).length === 0) onNext();
    else (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
  };
  return (
    <form onSubmit={next} noValidate class={styles.section}>
      <TextField label={t('kyc.fullName')} name="fullName" value={details.fullName} onInput={set('fullName')} error={message('fullName')} autoComplete="name" maxLength={80} />
      <div class={styles.field}>
        <label class={styles.label} for="kyc-birth">
          {t('kyc.birthDate')}
        </label>
        <input
          id="kyc-birth"
          class={styles.control}
          type="date"
          value={details.birthDate}
          max={manilaToday(Date.now())}
          onInput={(event) => set('birthDate')(event.currentTarget.value)}
          aria-invalid={errors.birthDate ? 'true' : 'false'}
          aria-describedby={errors.birthDate ? 'kyc-birth-error' : undefined}
          autoComplete="bday"
        />
        {errors.birthDate && (
          <p id="kyc-birth-error" class={styles.error} role="alert">
            {message('birthDate')}
          </p>
        )}
      </div>
      <TextField label={t('kyc.nationality')} name="nationality" value={details.nationality} onInput={set('nationality')} error={message('nationality')} maxLength={40} />
      <TextField
        label={t('kyc.address')}
        name="address"
        value={details.address}
        onInput={set('address')}
        error={message('address')}
        hint={t('kyc.addressHint')}
        autoComplete="street-address"
        maxLength={200}
      />
      <div class={styles.field}>
        <label class={styles.label} for="kyc-source">
          {t('kyc.sourceOfFunds')}
        </label>
        <select
          id="kyc-source"
          class={styles.control}
          value={details.sourceOfFunds}
          onChange={(event) => set('sourceOfFunds')(event.currentTarget.value)}
          aria-invalid={errors.sourceOfFunds ? 'true' : 'false'}
          aria-describedby={errors.sourceOfFunds ? 'kyc-source-error' : undefined}
        >
          <option value="">{t('kyc.source.choose')}</option>
          {SOURCES_OF_FUNDS.map((source) => (
            <option key={source} value={source}>
              {t(`kyc.source.${source}`)}
            </option>
          ))}
        </select>
        {errors.sourceOfFunds && (
          <p id="kyc-source-error" class={styles.error} role="alert">
            {message('sourceOfFunds')}
          </p>
        )}
      </div>
      <Button type="submit" block>
        {t('kyc.next')}
      </Button>
    </form>
  );
}

export function DeclarationsStep({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const t = useT();
  const declarations = useStore($draft).declarations;
  const [missing, setMissing] = useState(false);
  const next = (event: Event) => {
    event.preventDefault();
    const all = KYC_DECLARATIONS.every((name) => declarations[name]);
    setMissing(!all);
    if (all) onNext();
  };
  return (
    <form onSubmit={next} noValidate class={styles.section}>
      <fieldset class={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend class={styles.hint}>{t('kyc.declarationsIntro')}</legend>
        {KYC_DECLARATIONS.map((name) => (
          <label key={name} class={styles.check}>
            <input
              type="checkbox"
              checked={declarations[name]}
              onChange={(event) => {
                updateDraft({ declarations: { ...$draft.get().declarations, [name]: event.currentTarget.checked } });
                setMissing(false);
              }}
            />
            <span>{t(`kyc.decl.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <p class={styles.hint}>{t('kyc.forfeitNote')}</p>
      {missing && (
        <p class={styles.error} role="alert">
          {t('kyc.declarationsMissing')}
        </p>
      )}
      <div class={styles.row}>
        <Button variant="secondary" onClick={onBack}>
          {t('kyc.back')}
        </Button>
        <Button type="submit">{t('kyc.next')}</Button>
      </div>
    </form>
  );
}

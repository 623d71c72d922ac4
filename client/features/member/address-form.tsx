// The address form: house and street, barangay, city or municipality, province, 4-digit ZIP,
// checked per field before it is sent (updateAddress).
import { useRef, useState } from 'preact/hooks';
import type { PhAddress } from '../../../contract/member-details-fields';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { focusFirstInvalid } from './profile-fields';
import { PROFILE_CODES } from './profile-codes';
import { validateAddress, type AddressErrors } from './profile-rules';
import { $saveAddress } from './profile-store';
import styles from './profile.module.css';

const EMPTY: PhAddress = { street: '', barangay: '', city: '', province: '', zip: '' };

export function AddressForm({ saved }: { saved: PhAddress | null }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [address, setAddress] = useState<PhAddress>(saved ?? EMPTY);
  const [errors, setErrors] = useState<AddressErrors>({});
  const save = useMutation($saveAddress);
  const set = (field: keyof PhAddress) => (value: string) => setAddress((current) => ({ ...current, [field]: value }));
  const message = (field: keyof PhAddress) => (errors[field] ? t(`profile.error.${errors[field]}`) : undefined);
  const submit = (event: Event) => {
    event.preventDefault();
    const found = validateAddress(address);
    setErrors(found);
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstInvalid(form.current));
    save.run({ street: address.street.trim(), barangay: address.barangay.trim(), city: address.city.trim(), province: address.province.trim(), zip: address.zip.trim() }).then(
      (answer) => {
        setAddress(answer.address);
        showToast(t('profile.addressSaved'), 'success');
      },
      (failure: unknown) => {
        const m = errorMessage(failure, PROFILE_CODES);
        showToast(`${t('profile.notSaved')} ${t(m.key, m.params)}`, 'error');
      },
    );
  };
  return (
    <form ref={form} class={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-address" data-testid="address-form">
      <h2 id="profile-address">{t('profile.address')}</h2>
      <p class={styles.hint}>{t('profile.addressHint')}</p>
      <TextField label={t('profile.street')} name="street" value={address.street} onInput={set('street')} error={message('street')} autoComplete="address-line1" maxLength={120} />
      <TextField label={t('profile.barangay')} name="barangay" value={address.barangay} onInput={set('barangay')} error={message('barangay')} autoComplete="address-line2" maxLength={60} />
      <TextField label={t('profile.city')} name="city" value={address.city} onInput={set('city')} error={message('city')} autoComplete="address-level2" maxLength={60} />
      <TextField label={t('profile.province')} name="province" value={address.province} onInput={set('province')} error={message('province')} autoComplete="address-level1" maxLength={60} />
      <TextField label={t('profile.zip')} name="zip" value={address.zip} onInput={set('zip')} error={message('zip')} autoComplete="postal-code" inputMode="numeric" maxLength={4} />
      <Button type="submit" block loading={save.pending}>
        {t('profile.addressSave')}
      </Button>
    </form>
  );
}

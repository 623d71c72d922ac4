import { useStore } from '@nanostores/react';
import { $config } from '../../stores/config';
import { useT } from '../../stores/locale';

// Only a plausible address becomes a mailto: link; the config is operator data.
const EMAIL = /^[^\s@<>"'()]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

/** 'Questions? Write to us at …' with the config's contact email. */
export function ContactLine() {
  const t = useT();
  const email = useStore($config)?.clientConfig?.email ?? '';
  if (!EMAIL.test(email)) return <p>{t('info.contactNoEmail')}</p>;
  const [before, after] = t('info.contact').split('{email}');
  return (
    <p>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}

import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { useT } from '../../widgets/use-t';

/** Only a plausible address becomes a mailto: link; the config is operator data. */
export const EMAIL = /^[^\s@<>"'()]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

/** 'Questions? Chat with customer service, or write to us at …' (the email from the config). */
export function ContactLine() {
  const t = useT();
  const email = useStore($config)?.clientConfig?.email ?? '';
  const service = <a href={href('service')}>{t('info.customerService')}</a>;
  if (!EMAIL.test(email)) {
    const [before, after] = t('info.contactNoEmail').split('{service}');
    return (
      <p>
        {before}
        {service}
        {after}
      </p>
    );
  }
  const [before, rest = ''] = t('info.contact').split('{service}');
  const [middle, after] = rest.split('{email}');
  return (
    <p>
      {before}
      {service}
      {middle}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}

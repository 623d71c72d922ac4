// The line under a login wall's title: the account is free, with the sign-up bonus when the
// operator gives one (a game keeps its own wording).
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import type { LoginReason } from '../../stores/modals';
import { useT } from '../../widgets/use-t';
import styles from './auth-form.module.css';

export function LoginReasonLine({ reason }: { reason: LoginReason }) {
  const t = useT();
  const bonus = useStore($config)?.userRegisterCoin ?? 0;
  const amount = formatMoney(bonus);
  const text =
    reason === 'play'
      ? bonus > 0
        ? t('auth.login.toPlayBonus', { amount })
        : t('auth.login.toPlayText')
      : bonus > 0
        ? t('auth.login.freeBonus', { amount })
        : t('auth.login.free');
  return (
    <p class={styles.bonus} data-testid="login-reason">
      {text}
    </p>
  );
}

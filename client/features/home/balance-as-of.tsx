// Offline, the balance on home is the one saved on the phone: this line under the balance card
// says from when, so a player never takes an old figure for today's. Part of the lobby's chunk
// (precached), not of the first paint.
import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../lib/date-time';
import { $online } from '../../stores/connection';
import { $locale } from '../../stores/locale';
import { $balanceAt } from '../../stores/session';
import { useT } from '../../widgets/use-t';
import styles from './lobby.module.css';

export function BalanceAsOf() {
  const t = useT();
  const online = useStore($online);
  const at = useStore($balanceAt);
  const locale = useStore($locale);
  if (online || !at) return null;
  return (
    <p class={styles.asOf} role="note">
      {t('games.balanceAsOf', { time: formatDateTime(at, locale) })}
    </p>
  );
}

// Home: the balance area and, until the game lobby arrives (next issue), the config's game
// categories as read-only chips.
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { useT } from '../../stores/locale';
import { openModal } from '../../stores/modals';
import { $balanceRefreshing, $isLoggedIn, $user, refreshBalance } from '../../stores/session';
import { $theme } from '../../stores/theme';
import { showToast } from '../../stores/toast';
import { BalanceChip } from '../../ui/balance-chip';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import styles from './home-page.module.css';

function MemberCard() {
  const t = useT();
  const user = useStore($user);
  const refreshing = useStore($balanceRefreshing);
  return (
    <section class={styles.card} aria-labelledby="home-balance">
      <p class={styles.greeting}>{t('home.hello', { name: user?.nickname || user?.account || '' })}</p>
      <h2 id="home-balance" class={styles.cardLabel}>
        {t('shell.balance')}
      </h2>
      <BalanceChip
        large
        amount={formatMoney(user?.coin ?? 0)}
        amountLabel={t('shell.balance')}
        refreshLabel={t('shell.refreshBalance')}
        refreshing={refreshing}
        onRefresh={() => refreshBalance().catch(() => showToast(t('shell.refreshFailed'), 'error'))}
      />
    </section>
  );
}

function GuestCard() {
  const t = useT();
  const config = useStore($config);
  const theme = useStore($theme);
  const bonus = config?.userRegisterCoin ?? 0;
  return (
    <section class={styles.card} aria-labelledby="home-welcome">
      <h2 id="home-welcome" class={styles.welcome}>
        {t('home.welcome', { title: theme.title ?? t('app.title') })}
      </h2>
      {bonus > 0 ? <p class={styles.bonus}>{t('home.signUpBonus', { amount: formatMoney(bonus) })}</p> : <p class={styles.bonusPlain}>{t('home.joinNow')}</p>}
      <div class={styles.actions}>
        <Button onClick={() => openModal({ name: 'register' })}>{t('shell.register')}</Button>
        <Button variant="secondary" onClick={() => openModal({ name: 'login' })}>
          {t('shell.login')}
        </Button>
      </div>
    </section>
  );
}

function GameTypes() {
  const t = useT();
  const config = useStore($config);
  if (!config) {
    return (
      <div class={styles.chips} aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} width="1.4rem" height="0.6rem" radius="0.3rem" />
        ))}
      </div>
    );
  }
  const types = config.appGameTypeList.filter((type) => type.status === 1).sort((a, b) => a.sort - b.sort);
  if (!types.length) return null;
  return (
    <section aria-labelledby="home-game-types">
      <h2 id="home-game-types" class={styles.sectionTitle}>
        {t('home.gameTypes')}
      </h2>
      <ul class={styles.chips}>
        {types.map((type) => (
          <li key={type.id} class={styles.chip}>
            {type.name}
          </li>
        ))}
      </ul>
      <p class={styles.note}>{t('home.lobbySoon')}</p>
    </section>
  );
}

export default function HomePage() {
  const loggedIn = useStore($isLoggedIn);
  const config = useStore($config);
  return (
    <div class={styles.home}>
      {loggedIn ? <MemberCard /> : config ? <GuestCard /> : <Skeleton height="2.4rem" radius="0.28rem" />}
      <GameTypes />
    </div>
  );
}

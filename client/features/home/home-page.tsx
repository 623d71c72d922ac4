// Home: the balance area (first paint), then the game lobby, loaded as a separate chunk.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { APP_WEB_NAME } from '../../lib/app-name';
import { withCatalogs } from '../../stores/locale';
import { formatMoney } from '../../lib/money';
import { nextTask } from '../../lib/next-task';
import { playerName } from '../../lib/player-name';
import { $config } from '../../stores/config';
import { useT } from '../../widgets/use-t';
import { openModal } from '../../stores/modals';
import { $isLoggedIn, $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { MemberBalance } from '../../widgets/member-balance';
import type { LobbyProps } from './lobby';
import styles from './home-page.module.css';

function MemberCard() {
  const t = useT();
  const user = useStore($user);
  return (
    <section class={styles.card} aria-labelledby="home-balance">
      <p class={styles.greeting}>{t('home.hello', { name: user ? playerName(user) : '' })}</p>
      <h2 id="home-balance" class={styles.cardLabel}>
        {t('shell.balance')}
      </h2>
      <MemberBalance large />
    </section>
  );
}

function GuestCard() {
  const t = useT();
  const config = useStore($config);
  const bonus = config?.userRegisterCoin ?? 0;
  return (
    <section class={styles.card} aria-labelledby="home-welcome">
      <h2 id="home-welcome" class={styles.welcome}>
        {t('home.welcome', { title: APP_WEB_NAME })}
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

type LobbyComponent = (props: LobbyProps) => JSX.Element;
let loadedLobby: LobbyComponent | null = null;
let lobbyLoad: Promise<LobbyComponent> | undefined;

/**
 * The lobby's chunk, asked for once (again after a failure). start.tsx asks on `/` as the app
 * starts, so it travels beside preLogin instead of after it.
 */
export function loadLobby(): Promise<LobbyComponent> {
  lobbyLoad ??= withCatalogs(import('./lobby')).then(
    (module) => module.default,
    (error: unknown) => {
      lobbyLoad = undefined;
      throw error;
    },
  );
  return lobbyLoad;
}

/** The lobby (and the footer below it), loaded as its own chunk after the first screen; tile-shaped placeholders meanwhile. */
function LazyLobby() {
  const config = useStore($config);
  const [Lobby, setLobby] = useState<LobbyComponent | null>(() => loadedLobby);
  const [failed, setFailed] = useState(false);
  const t = useT();
  useEffect(() => {
    if (Lobby) return;
    let live = true;
    loadLobby()
      // The first time, in a task after home's frame (top bar, card) has rendered: two shorter
      // tasks on a slow phone instead of one long one. Back on home later, at once.
      .then(async (lobby) => {
        await nextTask();
        loadedLobby = lobby;
        return lobby;
      })
      .then(
        (lobby) => live && setLobby(() => lobby),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [Lobby, failed]);
  if (Lobby) return <Lobby tutorialVersion={config?.clientConfig?.tutorialVersion} />;
  if (failed) {
    return (
      <div class={styles.lobbyFailed} role="alert">
        <Button variant="secondary" onClick={() => setFailed(false)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div class={styles.lobbyPending} aria-busy="true">
      <Skeleton height="calc(2.4 * var(--u))" radius="calc(0.24 * var(--u))" />
    </div>
  );
}

export default function HomePage() {
  const loggedIn = useStore($isLoggedIn);
  const config = useStore($config);
  return (
    <div class={styles.home}>
      {loggedIn ? <MemberCard /> : config ? <GuestCard /> : <Skeleton height="calc(2.4 * var(--u))" radius="calc(0.28 * var(--u))" />}
      <LazyLobby />
    </div>
  );
}

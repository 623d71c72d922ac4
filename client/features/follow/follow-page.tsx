// /activity/follow (guests too): the operator's social channels, each paying a reward once. Follow
// opens the channel in a new tab (https only, rel=noopener) and records the visit; then Claim pays
// it (the button waits for the answer, the server pays once). Guests see the list and log in to claim.
import { useStore } from '@nanostores/react';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { FollowChannelView } from '../../../contract/follow';
import { href } from '../../../contract/route-paths';
import { safeExternalUrl } from '../../../contract/safe-url';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { followCatalog } from './follow-catalog';
import { FOLLOW_CODES } from './follow-codes';
import { ChannelIcon } from './follow-icons';
import { $claimChannel, $followInfo, $visitChannel } from './follow-store';
import styles from './follow.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, followCatalog, rewardCatalog];

export default function FollowPage() {
  const t = useT();
  const info = useStore($followInfo);
  return (
    <Page title={t('follow.title')} back>
      {info.data ? (
        <FollowView channels={info.data.channels.filter((channel) => safeExternalUrl(channel.url) !== null)} />
      ) : info.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('follow.loadFailed')}</p>
          <Button onClick={() => void $followInfo.reload()}>{t('follow.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="follow-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="calc(1 * var(--u))" />
          ))}
        </div>
      )}
    </Page>
  );
}

function FollowView({ channels }: { channels: FollowChannelView[] }) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const config = useStore($config);
  const times = config?.bonusTurnover?.follow ?? DEFAULT_BONUS_TURNOVER.follow;
  if (channels.length === 0) return <EmptyState message={t('follow.empty')} />;
  return (
    <div class={styles.section}>
      <p class={styles.intro}>{t('follow.intro')}</p>
      <p class={styles.hint}>{t('follow.steps')}</p>
      {!loggedIn && (
        <div class={styles.guest}>
          <p>{t('follow.guest')}</p>
          <Button size="sm" class={styles.action} onClick={() => openModal({ name: 'login', redirect: href('activityFollow') })}>
            {t('follow.login')}
          </Button>
        </div>
      )}
      <ul class={styles.list}>
        {channels.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} loggedIn={loggedIn} />
        ))}
      </ul>
      <p class={styles.terms}>{t('follow.terms', { times })}</p>
    </div>
  );
}

function ChannelRow({ channel, loggedIn }: { channel: FollowChannelView; loggedIn: boolean }) {
  const t = useT();
  const visit = useMutation($visitChannel);
  const claim = useMutation($claimChannel);
  const failed = (error: unknown) => {
    const message = errorMessage(error, FOLLOW_CODES);
    showToast(t(message.key, message.params), 'error');
    void $followInfo.reload();
  };
  // The tab opens by the link itself (no script can turn it into something else); the visit is recorded beside it.
  const follow = () => {
    if (loggedIn) void visit.run(channel.id).catch(() => undefined);
  };
  return (
    <li class={styles.channel} data-testid="follow-channel">
      <span class={styles.icon}>
        <ChannelIcon id={channel.id} />
      </span>
      <div class={styles.text}>
        <p class={styles.name}>{channel.name}</p>
        <p class={styles.hint}>{t('follow.reward', { amount: formatMoney(channel.reward) })}</p>
      </div>
      {channel.claimed ? (
        <Button size="sm" class={styles.action} variant="secondary" disabled>
          {t('follow.claimed')}
        </Button>
      ) : loggedIn && channel.visited ? (
        <Button size="sm" class={styles.action} loading={claim.pending && claim.arg === channel.id} onClick={() => void claim.run(channel.id).catch(failed)}>
          {t('follow.claim')}
        </Button>
      ) : (
        <a class={styles.followLink} href={safeExternalUrl(channel.url) ?? undefined} target="_blank" rel="noopener" onClick={follow}>
          {t('follow.follow')}
          <span class="visually-hidden">
            {' '}
            {channel.name} {t('follow.newTab')}
          </span>
        </a>
      )}
    </li>
  );
}

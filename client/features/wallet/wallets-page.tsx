// /wallets?name=deposit[&back=1]: the deposit form. Channels in sort order (each with its
// provider's mark), the amount chips at or above the player's minimum (those the channel's daily
// allowance or the player's own deposit limit forbid are disabled, with why), or a typed amount,
// whose bonus is said before Pay; Pay places the order and sends the player to the provider's
// page, which brings them back to the result page.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { WalletErrorCode, type DepositTradeInfo, type RechargeType } from '../../../contract/wallet';
import { formatMoney, toMinor } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import type { ApiError } from '../../api/errors';
import { errorMessage, type CodeMessages } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { LIMIT_CODES } from '../../stores/limit-messages';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { WithdrawSection } from './withdraw-form';
import { BonusNote } from '../../widgets/bonus-note';
import { bonusCatalog } from '../../widgets/bonus-catalog';
import { ProviderMark, PROVIDER_NAMES } from '../../ui/provider-mark';
import { formatDateTime } from '../../lib/date-time';
import { $locale } from '../../stores/locale';
import { $channelId, $ownLimits, $placeDeposit, $rechargeInfo, BadPayPage, chooseChannel, providerPage } from './deposit-store';
import {
  amountProblem,
  bonusFor,
  channelsInOrder,
  chipProblem,
  chipsOf,
  dailyLeftOf,
  defaultChannelId,
  depositLimitRooms,
  minimumOf,
  tightestRoom,
  type AmountProblem,
  type LimitRoom,
} from './deposit-rules';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, limitErrorsCatalog, walletCatalog, bonusCatalog];

/** The server's limit codes, said with the numbers it sends back (it is the authority). */
function limitCodes(channel: RechargeType): CodeMessages {
  const amount = (error: ApiError, field: string) => formatMoney(Number(error.body[field]) || 0);
  return {
    ...LIMIT_CODES,
    [WalletErrorCode.channelUnavailable]: 'wallet.channelUnavailable',
    [WalletErrorCode.belowMinimum]: (error) => ({ key: 'wallet.amountBelowMinimum', params: { amount: amount(error, 'minAmount'), channel: channel.name } }),
    [WalletErrorCode.aboveMaximum]: (error) => ({ key: 'wallet.amountAboveMaximum', params: { amount: amount(error, 'maxAmount'), channel: channel.name } }),
    [WalletErrorCode.dailyLimitReached]: (error) => ({ key: 'wallet.amountOverDaily', params: { amount: amount(error, 'left'), channel: channel.name } }),
  };
}

export default function WalletsPage({ query }: { query?: Record<string, string> }) {
  const t = useT();
  const tab = query?.name === 'withdraw' ? 'withdraw' : 'deposit';
  // back=1: the back button returns to the page that sent the player here; otherwise home.
  const back = query?.back === '1' ? true : () => navigate(href('home'), { replace: true });
  const keep = query?.back === '1' ? { back: 1 } : {};
  return (
    <Page
      title={t('wallet.title')}
      back={back}
      actions={
        <a class={styles.headerLink} href={href('walletRecord')}>
          {t('wallet.recordTitle')}
        </a>
      }
    >
      <Tabs
        items={[
          { id: 'deposit', label: t('wallet.deposit') },
          { id: 'withdraw', label: t('wallet.withdraw') },
        ]}
        value={tab}
        onChange={(id) => navigate(href('wallets', { query: { name: id, ...keep } }), { replace: true })}
      />
      {tab === 'deposit' ? <DepositSection channel={query?.channel} /> : <WithdrawSection />}
    </Page>
  );
}

/** `channel`: a provider whose channel the link asked for (home's cash-in tiles). */
function DepositSection({ channel }: { channel?: string }) {
  const t = useT();
  const info = useStore($rechargeInfo);
  if (info.error !== undefined && !info.data) {
    return (
      <div class={styles.problem} role="alert">
        <p>{t('wallet.loadFailed')}</p>
        <Button onClick={() => void $rechargeInfo.reload()}>{t('wallet.retry')}</Button>
      </div>
    );
  }
  if (!info.data) return <DepositSkeleton />;
  if (channelsInOrder(info.data).length === 0) return <EmptyState message={t('wallet.noChannels')} />;
  return <DepositForm info={info.data} requested={channel} />;
}

function DepositSkeleton() {
  return (
    <div class={styles.section} aria-busy="true" data-testid="deposit-loading">
      <Skeleton width="40%" />
      <div class={styles.channels}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width="100%" />
        ))}
      </div>
      <Skeleton width="100%" />
    </div>
  );
}

function DepositForm({ info, requested }: { info: DepositTradeInfo; requested?: string }) {
  const t = useT();
  const picked = useStore($channelId);
  const limits = useStore($ownLimits);
  const channels = channelsInOrder(info);
  // The channel a link asked for wins over an earlier pick, until the player picks here.
  const [linked, setLinked] = useState(() => channels.find((c) => c.provider === requested)?.id ?? null);
  const channelId = defaultChannelId(info, linked ?? picked);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const chips = chipsOf(info, channel);
  const rooms = limits.data ? depositLimitRooms(limits.data.limits) : [];
  const room = tightestRoom(rooms);
  const [itemId, setItemId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<AmountProblem | null>(null);
  const placing = useMutation($placeDeposit);
  const chip = chips.find((item) => item.id === itemId && !chipProblem(info, channel, room, item.price));
  const amount = chip ? chip.price : typed.trim() ? toMinor(typed) : null;
  // The server gives the bonus the amount reaches, typed or tapped: say it before Pay.
  const earns = bonusFor(info, channel, amount);

  const select = (next: RechargeType) => {
    setLinked(null);
    chooseChannel(next.id);
    setItemId(null);
    setShown(null);
    placing.reset();
  };

  const pay = () => {
    const problem = amountProblem(info, channel, amount, room);
    setShown(problem);
    if (problem || amount === null) return placing.reset();
    // One order per channel and amount: a double tap or a retry sends the same request id.
    placing.run({ typeId: channel.id, amount, itemId: chip?.id }).then(
      // The provider's page is outside the app: a full navigation, back to /wallets/deposit/result.
      (target) => providerPage.open(target),
      () => undefined,
    );
  };
  const refusal = placing.error === undefined || placing.error instanceof BadPayPage ? null : errorMessage(placing.error, limitCodes(channel));
  const failure = placing.error instanceof BadPayPage ? t('wallet.badPayPage') : refusal && t(refusal.key, refusal.params);
  const typedNote = chip || amount === null || amount <= 0 ? undefined : earns.bonus > 0 ? t('wallet.typedBonus', { bonus: formatMoney(earns.bonus) }) : earns.next ? t('wallet.typedNextBonus', { price: formatMoney(earns.next.price), bonus: formatMoney(earns.next.bonus) }) : undefined;

  return (
    <form
      class={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <fieldset class={styles.fieldset}>
        <legend class={styles.legend}>{t('wallet.channels')}</legend>
        <div class={styles.channels} role="radiogroup" aria-label={t('wallet.channels')}>
          {channels.map((option) => (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={option.id === channel.id}
              aria-label={option.name}
              class={`${styles.channel} ${option.id === channel.id ? styles.on : ''}`}
              data-provider={option.provider}
              onClick={() => select(option)}
            >
              <ProviderMark provider={option.provider} />
              {option.name !== PROVIDER_NAMES[option.provider] && <span class={styles.channelName}>{option.name}</span>}
            </button>
          ))}
        </div>
      </fieldset>
      <p class={styles.hint} data-testid="deposit-limits">
        {t('wallet.limits', { min: formatMoney(minimumOf(info, channel)), max: formatMoney(channel.maxAmount), left: formatMoney(dailyLeftOf(info, channel)) })}
      </p>
      <MinimumRule info={info} channel={channel} />
      <OwnLimit rooms={rooms} room={room} />
      {/* On the deposit form itself the note needs no link to it. */}
      <BonusNote deposit={false} />
      <fieldset class={styles.fieldset}>
        <legend class={styles.legend}>{t('wallet.amounts')}</legend>
        <div class={styles.amounts}>
          {chips.map((item) => {
            const blocked = chipProblem(info, channel, room, item.price);
            const on = item.id === chip?.id;
            return (
              <button
                key={item.id}
                type="button"
                aria-pressed={on}
                disabled={blocked !== null}
                data-testid={`chip-${item.price}`}
                class={`${styles.amount} ${on ? styles.on : ''}`}
                onClick={() => {
                  setItemId(item.id);
                  setTyped('');
                  setShown(null);
                }}
              >
                <span class={styles.price}>{formatMoney(item.price)}</span>
                {blocked ? <span class={styles.blocked}>{t(blocked.key)}</span> : item.bonus > 0 && <span class={styles.bonus}>{t('wallet.bonus', { amount: formatMoney(item.bonus) })}</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label={t('wallet.customAmount')}
        name="amount"
        inputMode="decimal"
        value={typed}
        maxLength={12}
        error={shown ? t(shown.key, shown.params) : undefined}
        hint={typedNote}
        onInput={(value) => {
          setTyped(value);
          setItemId(null);
          setShown(null);
        }}
      />
      {failure && (
        <p class={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" block loading={placing.pending} disabled={placing.pending || room?.left === 0}>
        {amount !== null && amount > 0 ? t('wallet.pay', { amount: formatMoney(amount) }) : t('wallet.choose')}
      </Button>
    </form>
  );
}

/** The minimum rule in words: how small the first deposit may be and what it is after. */
function MinimumRule({ info, channel }: { info: DepositTradeInfo; channel: RechargeType }) {
  const t = useT();
  if (info.minRechargeStatus !== 1 || channel.minAmount2 === channel.minAmount) return null;
  if (info.totalRecharge > 0) return <p class={styles.hint}>{t('wallet.firstDepositDone', { amount: formatMoney(channel.minAmount2) })}</p>;
  return <p class={styles.hint}>{t('wallet.firstDepositRule', { first: formatMoney(channel.minAmount), after: formatMoney(channel.minAmount2) })}</p>;
}

/** What the player's own deposit limits leave (the limits page says how to change them). */
function OwnLimit({ rooms, room }: { rooms: LimitRoom[]; room: LimitRoom | null }) {
  const t = useT();
  const locale = useStore($locale);
  if (!room) return null;
  return (
    <p class={room.left === 0 ? styles.limitUsed : styles.hint} data-testid="own-limit" role={room.left === 0 ? 'status' : undefined}>
      {room.left === 0
        ? t('wallet.ownLimitUsed', { time: formatDateTime(room.resetsAt, locale) })
        : t('wallet.ownLimit', { rooms: rooms.map((r) => t(`wallet.limitRoom.${r.period}`, { amount: formatMoney(r.left) })).join(' · ') })}{' '}
      <a class={styles.link} href={href('memberSelfLimited')}>
        {t('wallet.changeLimits')}
      </a>
    </p>
  );
}

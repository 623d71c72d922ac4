// /wallets?name=deposit[&back=1]: the deposit form. Channels in sort order, the amount chips at or
// above the player's minimum, or a typed amount within the channel's limits; Pay places the order
// and sends the player to the provider's page, which brings them back to the result page.
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
import { $channelId, $placeDeposit, $rechargeInfo, BadPayPage, chooseChannel, providerPage } from './deposit-store';
import { amountProblem, channelsInOrder, chipsOf, dailyLeftOf, defaultChannelId, minimumOf, type AmountProblem } from './deposit-rules';
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
      {tab === 'deposit' ? <DepositSection /> : <WithdrawSection />}
    </Page>
  );
}

function DepositSection() {
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
  return <DepositForm info={info.data} />;
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

function DepositForm({ info }: { info: DepositTradeInfo }) {
  const t = useT();
  const picked = useStore($channelId);
  const channels = channelsInOrder(info);
  const channelId = defaultChannelId(info, picked);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const chips = chipsOf(info, channel);
  const [itemId, setItemId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<AmountProblem | null>(null);
  const placing = useMutation($placeDeposit);
  const chip = chips.find((item) => item.id === itemId);
  const amount = chip ? chip.price : typed.trim() ? toMinor(typed) : null;

  const select = (next: RechargeType) => {
    chooseChannel(next.id);
    setItemId(null);
    setShown(null);
    placing.reset();
  };

  const pay = () => {
    const problem = amountProblem(info, channel, amount);
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
              class={`${styles.channel} ${option.id === channel.id ? styles.on : ''}`}
              data-provider={option.provider}
              onClick={() => select(option)}
            >
              {option.name}
            </button>
          ))}
        </div>
      </fieldset>
      <p class={styles.hint} data-testid="deposit-limits">
        {t('wallet.limits', { min: formatMoney(minimumOf(info, channel)), max: formatMoney(channel.maxAmount), left: formatMoney(dailyLeftOf(info, channel)) })}
      </p>
      {info.totalRecharge > 0 && info.minRechargeStatus === 1 && <p class={styles.hint}>{t('wallet.firstDepositDone', { amount: formatMoney(channel.minAmount2) })}</p>}
      {/* On the deposit form itself the note needs no link to it. */}
      <BonusNote deposit={false} />
      <fieldset class={styles.fieldset}>
        <legend class={styles.legend}>{t('wallet.amounts')}</legend>
        <div class={styles.amounts}>
          {chips.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={item.id === itemId}
              class={`${styles.amount} ${item.id === itemId ? styles.on : ''}`}
              onClick={() => {
                setItemId(item.id);
                setTyped('');
                setShown(null);
              }}
            >
              <span class={styles.price}>{formatMoney(item.price)}</span>
              {item.bonus > 0 && <span class={styles.bonus}>{t('wallet.bonus', { amount: formatMoney(item.bonus) })}</span>}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('wallet.customAmount')}
        name="amount"
        inputMode="decimal"
        value={typed}
        maxLength={12}
        error={shown ? t(shown.key, shown.params) : undefined}
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
      <Button type="submit" block loading={placing.pending} disabled={placing.pending}>
        {amount !== null && amount > 0 ? t('wallet.pay', { amount: formatMoney(amount) }) : t('wallet.choose')}
      </Button>
    </form>
  );
}

// /activity/sign-in (activity FreeSign 36; open to guests): the 7-day cycle with each day's
// amount, the days signed and today's card with the big Sign in button, the streak; the VIP extra
// for VIPs; the new player's login bonus. Claims wait for their answer (one request however often
// tapped) and end on the reward modal. A guest sees the cycle from the app config, and signing in
// asks them to log in first.
import { useStore } from '@nanostores/react';
import type { ComponentChildren } from 'preact';
import { href } from '../../../contract/route-paths';
import type { LoginBonusDay, LoginBonusInfo, SignInDay, SignInInfo } from '../../../contract/sign-in';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { openModal } from '../../stores/modals';
import { $token } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { signInCatalog } from './sign-in-catalog';
import { SIGN_IN_CODES } from './sign-in-codes';
import { guestDays, guestLoginDays, signInSettings } from './sign-in-settings';
import { $claimLoginBonus, $claimVipSignIn, $loginBonus, $signInInfo, $signInToday } from './sign-in-store';
import styles from './sign-in.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, signInCatalog, rewardCatalog];

const logIn = () => openModal({ name: 'login', redirect: href('activitySignIn') });

export default function SignInPage() {
  const t = useT();
  const token = useStore($token);
  return (
    <Page
      title={t('signIn.title')}
      back
      actions={
        <a class={styles.headerLink} href={href('activitySignInRule')}>
          {t('signIn.rules')}
        </a>
      }
    >
      <div class={styles.section}>
        {token ? <MemberView /> : <GuestView />}
        <Terms />
      </div>
    </Page>
  );
}

function useClaimFailed(reload: () => Promise<void>) {
  const t = useT();
  return (error: unknown) => {
    const message = errorMessage(error, SIGN_IN_CODES);
    showToast(t(message.key, message.params), 'error');
    void reload();
  };
}

function Terms() {
  const t = useT();
  const settings = signInSettings(useStore($config));
  return (
    <p class={styles.hint}>
      {t('signIn.terms', { signIn: settings.turnover.signIn, login: settings.turnover.loginBonus })}{' '}
      <a class={styles.inlineLink} href={href('activitySignInRule')}>
        {t('signIn.allRules')}
      </a>
    </p>
  );
}

function GuestView() {
  const t = useT();
  const settings = signInSettings(useStore($config));
  return (
    <>
      <Cycle days={guestDays(settings.days)} status={<p class={styles.streak}>{settings.open ? t('signIn.guestLead') : t('signIn.closed')}</p>}>
        {settings.open && (
          <Button block class={styles.signButton} onClick={logIn}>
            {t('signIn.login')}
          </Button>
        )}
      </Cycle>
      {settings.loginBonus.open && (
        <LoginBonusCard days={guestLoginDays(settings.loginBonus.days)}>
          <Button block variant="secondary" onClick={logIn}>
            {t('signIn.bonus.guest')}
          </Button>
        </LoginBonusCard>
      )}
    </>
  );
}

function MemberView() {
  const t = useT();
  const info = useStore($signInInfo);
  if (info.data) {
    return (
      <>
        <MemberCycle info={info.data} />
        <VipCard info={info.data} />
        <MemberLoginBonus />
      </>
    );
  }
  if (info.error) {
    return (
      <div class={styles.problem} role="alert">
        <p>{t('signIn.loadFailed')}</p>
        <Button onClick={() => void $signInInfo.reload()}>{t('signIn.retry')}</Button>
      </div>
    );
  }
  return (
    <div class={styles.section} aria-busy="true" data-testid="sign-in-loading">
      <Skeleton height="calc(0.6 * var(--u))" width="60%" />
      <Skeleton height="calc(3.2 * var(--u))" />
      <Skeleton height="calc(0.9 * var(--u))" />
      <Skeleton height="calc(1.4 * var(--u))" />
    </div>
  );
}

function MemberCycle({ info }: { info: SignInInfo }) {
  const t = useT();
  const sign = useMutation($signInToday);
  const failed = useClaimFailed($signInInfo.reload);
  const todayAmount = info.days[info.today - 1]?.amount ?? 0;
  const next = (info.today % Math.max(1, info.days.length)) + 1;
  const status = !info.open ? t('signIn.closed') : info.streak > 0 ? t('signIn.streak', { days: info.streak }) : t('signIn.noStreak');
  return (
    <Cycle
      days={info.days}
      status={
        <>
          <p class={styles.streak} data-testid="sign-in-streak">
            {status}
          </p>
          {info.restarted && !info.signedToday && <p class={styles.hint}>{t('signIn.restarted')}</p>}
        </>
      }
    >
      {!info.open ? null : info.signedToday ? (
        <p class={styles.done} role="status" data-testid="sign-in-done">
          {t('signIn.signedToday', { day: next })}
        </p>
      ) : (
        <Button block class={styles.signButton} loading={sign.pending} onClick={() => void sign.run().catch(failed)}>
          {t('signIn.signIn', { amount: formatMoney(todayAmount) })}
        </Button>
      )}
    </Cycle>
  );
}

/** The cycle's days, the streak line above them and the action below. */
function Cycle({ days, status, children }: { days: SignInDay[]; status: ComponentChildren; children: ComponentChildren }) {
  const t = useT();
  return (
    <section class={styles.hero} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" class={styles.heading}>
        {t('signIn.heading')}
      </h2>
      {status}
      <ol class={styles.days} data-testid="sign-in-days">
        {days.map((day) => (
          <DayCard key={day.day} day={day} last={day.day === days.length} />
        ))}
      </ol>
      {children}
      <p class={styles.hint}>{t('signIn.resets')}</p>
    </section>
  );
}

function DayCard({ day, last }: { day: SignInDay; last: boolean }) {
  const t = useT();
  const amount = formatMoney(day.amount);
  const label = day.state === 'signed' ? t('signIn.dayLabel.signed', { day: day.day, amount }) : day.state === 'today' ? t('signIn.dayLabel.today', { day: day.day, amount }) : t('signIn.dayLabel.upcoming', { day: day.day, amount });
  return (
    <li class={`${styles.day} ${styles[day.state]} ${last ? styles.last : ''}`} aria-label={label} aria-current={day.state === 'today' ? 'date' : undefined} data-testid="sign-in-day" data-state={day.state}>
      <span class={styles.dayName} aria-hidden="true">
        {day.state === 'today' ? t('signIn.today') : t('signIn.day', { day: day.day })}
      </span>
      <span class={styles.dayAmount} aria-hidden="true">
        {amount}
      </span>
      <span class={styles.dayMark} aria-hidden="true">
        {day.state === 'signed' ? <Tick /> : null}
      </span>
    </li>
  );
}

function Tick() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" focusable="false">
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}

function VipCard({ info }: { info: SignInInfo }) {
  const t = useT();
  const claim = useMutation($claimVipSignIn);
  const failed = useClaimFailed($signInInfo.reload);
  const { vip } = info;
  if (vip.status === 'none') return null;
  return (
    <section class={styles.card} aria-labelledby="sign-in-vip" data-testid="sign-in-vip">
      <div class={styles.cardText}>
        <h2 id="sign-in-vip" class={styles.heading}>
          {t('signIn.vip.title', { level: vip.level })}
        </h2>
        <p class={styles.hint}>{t('signIn.vip.amount', { amount: formatMoney(vip.amount) })}</p>
      </div>
      <Button size="sm" class={styles.action} variant={vip.status === 'claimable' ? 'primary' : 'secondary'} loading={claim.pending} disabled={vip.status !== 'claimable'} onClick={() => void claim.run().catch(failed)}>
        {vip.status === 'claimable' ? t('signIn.claim') : vip.status === 'claimed' ? t('signIn.claimed') : t('signIn.vip.locked')}
      </Button>
    </section>
  );
}

function MemberLoginBonus() {
  const t = useT();
  const bonus = useStore($loginBonus);
  const claim = useMutation($claimLoginBonus);
  const failed = useClaimFailed($loginBonus.reload);
  const data: LoginBonusInfo | undefined = bonus.data;
  if (!data) {
    return bonus.error ? (
      <p class={styles.hint} role="alert">
        {t('signIn.bonus.loadFailed')}{' '}
        <button type="button" class={styles.inlineButton} onClick={() => void $loginBonus.reload()}>
          {t('signIn.retry')}
        </button>
      </p>
    ) : (
      <Skeleton height="calc(1.6 * var(--u))" />
    );
  }
  if (!data.open || data.finished) return null;
  const today = data.days.find((day) => day.state === 'today');
  return (
    <LoginBonusCard days={data.days}>
      {today ? (
        <Button block loading={claim.pending} onClick={() => void claim.run().catch(failed)}>
          {t('signIn.bonus.claim', { amount: formatMoney(today.amount) })}
        </Button>
      ) : (
        <p class={styles.hint} role="status">
          {t('signIn.bonus.claimedToday', { day: data.claimed + 1 })}
        </p>
      )}
    </LoginBonusCard>
  );
}

function LoginBonusCard({ days, children }: { days: LoginBonusDay[]; children: ComponentChildren }) {
  const t = useT();
  return (
    <section class={styles.bonus} aria-labelledby="sign-in-bonus" data-testid="login-bonus">
      <h2 id="sign-in-bonus" class={styles.heading}>
        {t('signIn.bonus.title')}
      </h2>
      <p class={styles.hint}>{t('signIn.bonus.lead', { count: days.length })}</p>
      <ol class={styles.steps}>
        {days.map((day) => (
          <li key={day.day} class={`${styles.step} ${styles[day.state]}`} data-state={day.state}>
            <span>{t('signIn.bonus.day', { day: day.day })}</span>
            <strong>{formatMoney(day.amount)}</strong>
            <span class={styles.stepState}>{day.state === 'claimed' ? t('signIn.claimed') : day.state === 'today' ? t('signIn.today') : '\u00a0'}</span>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

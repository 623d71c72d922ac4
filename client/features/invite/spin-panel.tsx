// The invite wheel, for the /activity/spin page and the spin modal alike: the prizes on a wheel
// (the server draws; the wheel only turns to what it drew: 5 full turns in about 4.5 s, at once
// with reduced motion or while the page is hidden), the spins left, the winnings gathered toward
// the exchange (one tap moves them to the balance, once), and for a guest what it is and a way in.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { InviteSpinStatus } from '../../../contract/invite';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { refreshAwards } from '../../stores/awards';
import { errorMessage } from '../../stores/error-message';
import { openModal } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { INVITE_CODES } from './invite-codes';
import { $exchangeWinnings, $spinStatus, $spinWheel } from './invite-store';
import styles from './invite.module.css';

const TURNS = 5;
const SPIN_MS = 4500;

/** The rotation (degrees, growing) that brings sector `index` of `count` under the pointer at the top, after full turns. */
export function landingRotation(current: number, index: number, count: number): number {
  const segment = 360 / count;
  const base = current - (((current % 360) + 360) % 360);
  return base + TURNS * 360 + ((360 - index * segment) % 360);
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function SpinPanel({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const status = useStore($spinStatus);
  if (status.data) return <Wheel status={status.data} onNavigate={onNavigate} />;
  if (status.error) {
    return (
      <div class={styles.card} role="alert">
        <p>{t('invite.loadFailed')}</p>
        <Button onClick={() => void $spinStatus.reload()}>{t('invite.retry')}</Button>
      </div>
    );
  }
  return (
    <div class={styles.section} aria-busy="true" data-testid="spin-loading">
      <Skeleton width="260px" height="260px" radius="50%" />
      <Skeleton height="calc(0.8 * var(--u))" />
    </div>
  );
}

function Wheel({ status, onNavigate }: { status: InviteSpinStatus; onNavigate?: () => void }) {
  const t = useT();
  const spin = useMutation($spinWheel);
  const exchange = useMutation($exchangeWinnings);
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const [won, setWon] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const prizes = status.prizes;
  const segment = 360 / Math.max(1, prizes.length);
  const instant = () => reducedMotion() || document.hidden;

  const settle = (amount: number) => {
    setTurning(false);
    setWon(amount);
    void $spinStatus.reload();
    void refreshAwards();
  };
  const failed = (error: unknown) => {
    const message = errorMessage(error, INVITE_CODES);
    showToast(t(message.key, message.params), 'error');
    void $spinStatus.reload();
  };
  const start = () => {
    setWon(null);
    spin.run().then((result) => {
      const index = Math.max(0, prizes.findIndex((p) => p.id === result.prizeId));
      const quick = instant();
      setTurning(!quick);
      setRotation((current) => landingRotation(current, index, prizes.length));
      if (quick) settle(result.amount);
      else timer.current = setTimeout(() => settle(result.amount), SPIN_MS);
    }, failed);
  };
  // A page hidden mid-turn stops the animation: the wheel is shown where it lands.
  useEffect(() => {
    const onHide = () => {
      if (document.hidden && turning) setTurning(false);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [turning]);

  const busy = spin.pending || turning;
  const short = status.exchangeThreshold - status.winnings;
  return (
    <div class={styles.spin} data-testid="spin-panel">
      {!status.open && (
        <p class={styles.card} role="status">
          {t('invite.closed')}
        </p>
      )}
      <p class={styles.hint}>{t('invite.spin.intro', { threshold: formatMoney(status.exchangeThreshold) })}</p>
      <div class={styles.wheelBox}>
        <span class={styles.pointer} aria-hidden="true" />
        <svg
          class={`${styles.wheel} ${turning ? styles.turning : ''}`}
          style={{ transform: `rotate(${rotation}deg)` }}
          viewBox="-100 -100 200 200"
          role="img"
          aria-label={t('invite.spin.prizes')}
        >
          {prizes.map((prize, i) => {
            const from = ((i * segment - segment / 2 - 90) * Math.PI) / 180;
            const to = ((i * segment + segment / 2 - 90) * Math.PI) / 180;
            const large = segment > 180 ? 1 : 0;
            const d = `M0 0L${96 * Math.cos(from)} ${96 * Math.sin(from)}A96 96 0 ${large} 1 ${96 * Math.cos(to)} ${96 * Math.sin(to)}Z`;
            return (
              <g key={prize.id}>
                <path d={d} class={i % 2 === 0 ? styles.sectorA : styles.sectorB} />
                <text class={styles.sectorText} transform={`rotate(${i * segment}) translate(0 -62)`} text-anchor="middle">
                  {formatMoney(prize.amount).replace(/\.00$/, '')}
                </text>
              </g>
            );
          })}
          <circle r="96" class={styles.rim} />
        </svg>
        <button
          type="button"
          class={styles.spinButton}
          disabled={!status.loggedIn || !status.open || status.spins <= 0 || busy}
          onClick={start}
          aria-busy={busy}
          data-testid="spin-button"
        >
          {busy ? t('invite.spin.spinning') : t('invite.spin.button')}
        </button>
      </div>
      <p class={styles.won} role="status" aria-live="polite" data-testid="spin-won">
        {won !== null && !busy ? t('invite.spin.won', { amount: formatMoney(won) }) : ''}
      </p>
      {status.loggedIn ? (
        <>
          <p class={styles.rowTitle} data-testid="spin-left">
            {t('invite.spin.spins', { count: status.spins })}
          </p>
          <div class={styles.card}>
            <div class={styles.rowHead}>
              <span class={styles.rowTitle}>{t('invite.spin.winnings')}</span>
              <span class={styles.amount} data-testid="spin-winnings">
                {t('invite.spin.progress', { amount: formatMoney(status.winnings), threshold: formatMoney(status.exchangeThreshold) })}
              </span>
            </div>
            <progress class={styles.bar} max={status.exchangeThreshold} value={Math.min(status.winnings, status.exchangeThreshold)} aria-hidden="true" />
            <Button
              block
              disabled={short > 0 || !status.open}
              loading={exchange.pending}
              onClick={() => void exchange.run().catch(failed)}
              data-testid="spin-exchange"
            >
              {short > 0 ? t('invite.spin.exchangeShort', { amount: formatMoney(short) }) : t('invite.spin.exchange')}
            </Button>
          </div>
          {status.spins <= 0 && !busy && (
            <div class={styles.card}>
              <p class={styles.hint}>{t('invite.spin.noSpins', { deposit: formatMoney(status.validDeposit) })}</p>
              <a class={styles.linkCard} href={href('share')} onClick={onNavigate}>
                {t('invite.spin.invite')}
              </a>
            </div>
          )}
        </>
      ) : (
        <div class={styles.card} data-testid="spin-guest">
          <p>{t('invite.spin.guest')}</p>
          <div class={styles.actions}>
            <Button onClick={() => openModal({ name: 'login', reason: 'promo' })}>{t('invite.spin.login')}</Button>
            <Button variant="secondary" onClick={() => openModal({ name: 'register' })}>
              {t('invite.spin.register')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

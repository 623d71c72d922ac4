// The Lucky Jackpot itself, for the modal and for /activity/jackpot (spec §2 "Jackpot modal"): the
// totals (Mega, Major, Minor, Mini, moving within the server's ranges every 6 s), the 10-cell grid
// around SPIN, what today's chance needs, the 'LUCKY GUY' winners, and the Record, Rank and Rules
// panels; the draw, its highlight and its wheel (use-jackpot-draw.ts, use-highlight.ts, jackpot-wheel.tsx).
import type { ComponentChildren } from 'preact';
import { useStore } from '@nanostores/react';
import { memo } from '../../lib/memo';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JackpotCell, JackpotInfo } from '../../../contract/jackpot';
import { propKind } from '../../../contract/props';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { whenIdle } from '../../lib/when-idle';
import { $config } from '../../stores/config';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { PropIcon } from '../../widgets/prop-icons';
import { useT } from '../../widgets/use-t';
import { cellText, tierName } from './jackpot-labels';
import { JackpotRank, JackpotRecord } from './jackpot-lists';
import { $jackpotInfo, $shownTotals, TIERS, type Tier } from './jackpot-store';
import { JackpotWheel } from './jackpot-wheel';
import { RING, useHighlight } from './use-highlight';
import { pressOnly, useJackpotDraw } from './use-jackpot-draw';
import styles from './jackpot.module.css';

type T = ReturnType<typeof useT>;

/** How long the board waits for an idle moment before it builds the hidden wheel anyway. */
const WHEEL_IDLE_MS = 3_000;
type Panel = 'record' | 'rank' | 'rule';

/** The jackpot's content; `onLeave` closes the modal before a navigation (deposit, play). */
export function JackpotContent({ onLeave, rankLink }: { onLeave?: () => void; rankLink?: boolean }) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const info = useStore($jackpotInfo);
  const [panel, setPanel] = useState<Panel | null>(null);
  if (!loggedIn) {
    return (
      <div class={styles.center}>
        <p>{t('jackpot.guest')}</p>
        <Button onClick={() => openModal({ name: 'login', reason: 'promo' })}>{t('jackpot.login')}</Button>
      </div>
    );
  }
  if (!info.data) {
    return info.error ? (
      <div class={styles.center} role="alert">
        <p>{t('jackpot.loadFailed')}</p>
        <Button onClick={() => void $jackpotInfo.reload()}>{t('jackpot.retry')}</Button>
      </div>
    ) : (
      <div class={styles.loading} aria-busy="true" data-testid="jackpot-loading">
        <Skeleton height="calc(1.2 * var(--u))" />
        <Skeleton height="calc(4 * var(--u))" />
        <Skeleton height="calc(0.6 * var(--u))" />
      </div>
    );
  }
  return (
    <div class={styles.jackpot} data-testid="jackpot">
      <Totals info={info.data} t={t} />
      <Board info={info.data} t={t} onLeave={onLeave} />
      <Winners info={info.data} t={t} />
      <nav class={styles.buttons} aria-label={t('jackpot.title')}>
        {(['record', 'rank', 'rule'] as const).map((name) => (
          <button key={name} type="button" class={styles.pill} onClick={() => setPanel(name)} data-testid={`jackpot-${name}`}>
            {t(`jackpot.${name}`)}
          </button>
        ))}
      </nav>
      {panel ? <PanelView panel={panel} info={info.data} onBack={() => setPanel(null)} onLeave={onLeave} rankLink={rankLink} t={t} /> : null}
    </div>
  );
}

function Totals({ info, t }: { info: JackpotInfo; t: T }) {
  const shown = useStore($shownTotals);
  const amount = (tier: Tier) => shown?.[tier] ?? info[`${tier}Jackpot`];
  return (
    <section class={styles.totals} aria-label={t('jackpot.total')}>
      <p class={styles.total}>
        <span class={styles.totalLabel}>{t('jackpot.total')}</span>
        <strong data-testid="jackpot-total">{formatMoney(TIERS.reduce((sum, tier) => sum + amount(tier), 0))}</strong>
      </p>
      <ul class={styles.tiers}>
        {TIERS.map((tier) => (
          <li key={tier} class={`${styles.tier} ${styles[`tier_${tier}`] ?? ''}`} data-testid={`jackpot-tier-${tier}`}>
            <span class={styles.tierLabel}>{t(`jackpot.tier.${tier}`)}</span>
            <strong class={styles.tierAmount}>{formatMoney(amount(tier))}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Board({ info, t, onLeave }: { info: JackpotInfo; t: T; onLeave?: () => void }) {
  const config = useStore($config);
  const list = config?.jackpotAwardConfigList;
  const cells: readonly JackpotCell[] = useMemo(() => (list ?? []).slice(0, RING.length), [list]);
  const highlight = useHighlight();
  const draw = useJackpotDraw(cells, info.canReceiveDrawChance, highlight, t);
  const busy = draw.phase.kind !== 'idle';
  const inert = busy || !info.canReceiveDrawChance;
  // The wheel is built hidden at the first idle moment while today's chance waits (or, after a
  // refused draw, while one runs), so no task of the draw builds it and a jackpot's answer only
  // reveals it (issue 23's frame budget: its render and layout were a task and a frame over 16.7 ms
  // at 4x CPU inside the highlight).
  const wheelWanted = busy || (info.canReceiveDrawChance && draw.round === 0);
  const [wheelBuilt, setWheelBuilt] = useState(false);
  useEffect(() => {
    if (!wheelWanted) {
      setWheelBuilt(false);
      return;
    }
    let live = true;
    void whenIdle(WHEEL_IDLE_MS).then(() => live && setWheelBuilt(true));
    return () => {
      live = false;
    };
  }, [wheelWanted]);
  const won = draw.phase.kind === 'wheel' ? draw.phase.result : null;
  return (
    <section class={styles.board}>
      <div ref={highlight.grid} class={styles.grid}>
        <Cells cells={cells} />
        <span ref={highlight.box} class={styles.highlight} aria-hidden="true" />
        <button
          type="button"
          class={styles.spin}
          style={{ gridRow: 2, gridColumn: '2 / 4' }}
          aria-disabled={inert ? 'true' : undefined}
          disabled={!busy && !info.canReceiveDrawChance}
          onPointerDown={pressOnly}
          onClick={draw.spin}
          data-testid="jackpot-spin"
        >
          {busy ? t('jackpot.spinning') : info.canReceiveDrawChance ? t('jackpot.spin') : t('jackpot.noChance')}
        </button>
      </div>
      <ChanceNote info={info} onLeave={onLeave} />
      {won || (wheelWanted && wheelBuilt) ? <JackpotWheel result={won} onDone={draw.done} t={t} /> : null}
    </section>
  );
}

/** The 10 cells: the same on every render of the board (SPIN's text, the draw's phases), so not rendered again (a new language still renders them: useT). */
const Cells = memo(function Cells({ cells }: { cells: readonly JackpotCell[] }) {
  const t = useT();
  return (
    <>
      {cells.map((cell, index) => {
        const [row, col] = RING[index]!;
        const kind = propKind(cell.propId);
        return (
          <div key={cell.id} class={`${styles.cell} ${kind === 'jackpot' ? styles.cellJackpot : ''}`} style={{ gridRow: row + 1, gridColumn: col + 1 }} data-testid="jackpot-cell" data-cell={cell.id}>
            <PropIcon kind={kind} class={styles.cellIcon} />
            <span class={styles.cellText}>{kind === 'jackpot' ? tierName(t, cell.propId) : cellText(t, cell.propId, cell.count)}</span>
          </div>
        );
      })}
    </>
  );
});

/** What today's chance needs: the same while a draw runs, so the draw's renders skip it (a new language still renders it: useT). */
const ChanceNote = memo(function ChanceNote({ info, onLeave }: { info: JackpotInfo; onLeave?: () => void }) {
  const t = useT();
  const go = (path: string) => {
    onLeave?.();
    navigate(path);
  };
  let text: string;
  let action: ComponentChildren = null;
  if (!info.open) text = t('jackpot.closed');
  else if (info.canReceiveDrawChance) text = t('jackpot.chanceReady');
  else if (info.drawnToday) text = t('jackpot.drawnToday');
  else if (info.needDeposit > 0) {
    text = t('jackpot.needDeposit', { amount: formatMoney(info.needDeposit) });
    action = (
      <Button size="sm" onClick={() => go(href('wallets', { query: { name: 'deposit', back: 1 } }))}>
        {t('jackpot.deposit')}
      </Button>
    );
  } else {
    text = t('jackpot.needBet', { amount: formatMoney(info.needTyping) });
    action = (
      <Button size="sm" onClick={() => go(href('home'))}>
        {t('jackpot.play')}
      </Button>
    );
  }
  return (
    <div class={styles.note} role="status" data-testid="jackpot-note">
      <p>{text}</p>
      {action}
    </div>
  );
});

function Winners({ info, t }: { info: JackpotInfo; t: T }) {
  const winners = info.jackpotWinnerList ?? [];
  const line = (winner: (typeof winners)[number]) => t('jackpot.winner', { name: winner.nickname, tier: tierName(t, winner.propId), amount: formatMoney(winner.amountSection) });
  return (
    <section class={styles.winners} aria-label={t('jackpot.luckyGuy')}>
      <h3 class={styles.luckyGuy}>{t('jackpot.luckyGuy')}</h3>
      {winners.length === 0 ? (
        <p class={styles.hint}>{t('jackpot.noWinners')}</p>
      ) : (
        <div class={styles.ticker}>
          {/* The list twice, so the ticker loops without a jump; screen readers read it once. */}
          <ul class={styles.tickerTrack} style={{ animationDuration: `${Math.max(8, winners.length * 4)}s` }} data-testid="jackpot-winners">
            {winners.map((winner, i) => (
              <li key={i}>{line(winner)}</li>
            ))}
            {winners.map((winner, i) => (
              <li key={`again-${i}`} aria-hidden="true">
                {line(winner)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function PanelView({ panel, info, onBack, onLeave, rankLink, t }: { panel: Panel; info: JackpotInfo; onBack: () => void; onLeave?: () => void; rankLink?: boolean; t: T }) {
  const title = panel === 'record' ? t('jackpot.recordTitle') : panel === 'rank' ? t('jackpot.rankTitle') : t('jackpot.ruleTitle');
  const ref = useRef<HTMLDivElement>(null);
  // The panel covers the jackpot from its top: bring that into view (the page may be scrolled).
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'start' }), [panel]);
  return (
    <div ref={ref} class={styles.panel} role="region" aria-label={title} data-testid={`jackpot-panel-${panel}`}>
      <div class={styles.panelHead}>
        <button type="button" class={styles.pill} onClick={onBack}>
          {t('jackpot.back')}
        </button>
        <h3 class={styles.panelTitle}>{title}</h3>
      </div>
      <div class={styles.panelBody}>
        {panel === 'record' ? <JackpotRecord /> : null}
        {panel === 'rank' ? (
          <>
            <JackpotRank />
            {rankLink ? (
              <a
                class={styles.link}
                href={href('rank')}
                onClick={(event) => {
                  event.preventDefault();
                  onLeave?.();
                  navigate(href('rank'));
                }}
              >
                {t('jackpot.pageLink')}
              </a>
            ) : null}
          </>
        ) : null}
        {panel === 'rule' ? (
          <div class={styles.rules}>
            <p>{t('jackpot.ruleChance', { deposit: formatMoney(info.minDeposit), bet: formatMoney(info.minBet) })}</p>
            <p>{t('jackpot.rulePools')}</p>
            <p>{t('jackpot.ruleDraw')}</p>
            <p>{t('jackpot.ruleBonus')}</p>
            <p>{t('jackpot.ruleProps')}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

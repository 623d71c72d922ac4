// The reality check's reminder during play: time played this session and the net result, with
// 'Keep playing', 'Take a break' (leaves the game) and 'See my history' (the records page).
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { $sessionResult, answerRealityCheck } from './reality-check-store';
import styles from './game-start-page.module.css';

export function RealityCheckDialog({ userId, prompt }: { userId: number; prompt: { playedMs: number; sessionStart: number } }) {
  const t = useT();
  const result = useStore($sessionResult);
  const net = result.error !== undefined ? null : result.data;
  const minutes = Math.floor(prompt.playedMs / 60_000);
  const time = minutes >= 60 ? t('play.reality.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('play.reality.minutes', { minutes });
  const go = (path: string) => {
    answerRealityCheck(userId);
    navigate(path, { replace: true });
  };
  return (
    <Dialog
      open
      title={t('play.reality.title')}
      actions={
        <div class={styles.realityActions}>
          <Button block onClick={() => answerRealityCheck(userId)}>
            {t('play.reality.keepPlaying')}
          </Button>
          <Button block variant="secondary" onClick={() => go(href('home'))}>
            {t('play.reality.takeBreak')}
          </Button>
          <Button block variant="secondary" onClick={() => go(href('memberReport'))}>
            {t('play.reality.history')}
          </Button>
        </div>
      }
    >
      <p data-testid="reality-played">{t('play.reality.played', { time })}</p>
      <p data-testid="reality-net">
        {net === undefined
          ? t('play.reality.resultLoading')
          : net === null
            ? t('play.reality.resultFailed')
            : net > 0
              ? t('play.reality.won', { amount: formatMoney(net) })
              : net < 0
                ? t('play.reality.lost', { amount: formatMoney(-net) })
                : t('play.reality.even')}
      </p>
    </Dialog>
  );
}

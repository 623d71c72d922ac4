// The home guide for first-time players: three short steps, skippable, shown once per
// tutorialVersion (the lobby opens it; closing it in any way marks it seen).
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { $config } from '../../stores/config';
import { markHomeGuideSeen } from '../../stores/games';
import { gamesCatalog } from '../../i18n/games-catalog';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './home-guide-modal.module.css';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [gamesCatalog];

const STEPS = [1, 2, 3] as const;

export default function HomeGuideModal({ onClose }: ModalProps<'homeGuide'>) {
  const t = useT();
  const config = useStore($config);
  const [step, setStep] = useState(0);
  const finish = () => {
    markHomeGuideSeen(config?.clientConfig?.tutorialVersion);
    onClose();
  };
  const n = STEPS[step];
  const last = step === STEPS.length - 1;
  return (
    <Dialog
      open
      title={t('games.guideTitle')}
      onClose={finish}
      actions={
        <>
          {last ? null : (
            <Button variant="ghost" onClick={finish}>
              {t('games.guideSkip')}
            </Button>
          )}
          <Button onClick={last ? finish : () => setStep(step + 1)}>{last ? t('games.guideDone') : t('games.guideNext')}</Button>
        </>
      }
    >
      <p class={styles.progress}>{t('games.guideProgress', { n, total: STEPS.length })}</p>
      <h3 class={styles.stepTitle}>{t(`games.guideStep${n}Title`)}</h3>
      <p class={styles.stepText}>{t(`games.guideStep${n}`)}</p>
      <div class={styles.dots} aria-hidden="true">
        {STEPS.map((_, i) => (
          <span key={i} class={`${styles.dot} ${i === step ? styles.current : ''}`} />
        ))}
      </div>
    </Dialog>
  );
}

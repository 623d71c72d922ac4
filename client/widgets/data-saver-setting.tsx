// The data saver setting of the member centre: Auto (follows the phone) / On / Off, with what it
// does now in one line.
import { useStore } from '@nanostores/react';
import { $dataSaver, $dataSaverChoice, setDataSaverChoice, type DataSaverChoice } from '../stores/data-saver';
import { useT } from './use-t';
import styles from './language-switch.module.css';

const CHOICES: DataSaverChoice[] = ['auto', 'on', 'off'];

/** `class`: the card around it (the member centre's). */
export function DataSaverSetting({ class: extra }: { class?: string }) {
  const t = useT();
  const choice = useStore($dataSaverChoice);
  const on = useStore($dataSaver);
  const hint = choice === 'auto' ? (on ? 'dataSaver.autoOn' : 'dataSaver.autoOff') : choice === 'on' ? 'dataSaver.onHint' : 'dataSaver.offHint';
  return (
    <section class={extra} aria-labelledby="data-saver-title" data-testid="data-saver">
      <div class={styles.row}>
        <h2 id="data-saver-title" class={styles.title}>
          {t('dataSaver.title')}
        </h2>
        <div class={styles.switch} role="group" aria-label={t('dataSaver.choices')} aria-describedby="data-saver-hint">
          {CHOICES.map((item) => (
            <button key={item} type="button" class={`${styles.option} ${choice === item ? styles.active : ''}`} aria-pressed={choice === item} onClick={() => setDataSaverChoice(item)}>
              {t(`dataSaver.${item}`)}
            </button>
          ))}
        </div>
      </div>
      <p id="data-saver-hint" class={styles.hint}>
        {t(hint)}
      </p>
    </section>
  );
}

// The photos step: for the ID and the selfie, take a photo or pick one; it is checked, downscaled
// and sent with a progress bar and a cancel button; a failed send can be retried without
// choosing again.
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { PHOTO_ACCEPT } from '../../lib/photo';
import { $draft, $uploads, cancelPhoto, pickPhoto, retryPhoto, type PhotoKind } from './kyc-store';
import { KYC_CODES } from './kyc-codes';
import styles from './kyc.module.css';

const ACCEPT = PHOTO_ACCEPT;

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export function PhotoCard({ kind }: { kind: PhotoKind }) {
  const t = useT();
  const upload = useStore($uploads)[kind];
  const sent = useStore($draft).photos[kind];
  const label = t(kind === 'id' ? 'kyc.photo.id' : 'kyc.photo.selfie');
  const onPick = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void pickPhoto(kind, file);
  };
  const busy = upload.phase === 'preparing' || upload.phase === 'uploading';
  const failure = upload.phase === 'failed' ? (upload.problem === 'send' ? errorMessage(upload.error, KYC_CODES) : null) : null;
  return (
    <section class={styles.card} aria-label={label} data-testid={`kyc-photo-${kind}`}>
      <h3>{label}</h3>
      <p class={styles.hint}>{t(kind === 'id' ? 'kyc.photo.idHint' : 'kyc.photo.selfieHint')}</p>
      {sent && upload.phase === 'idle' && <p class={styles.ok}>✓ {t('kyc.sent', { size: kb(sent.size) })}</p>}
      {upload.phase === 'preparing' && <p class={styles.hint} role="status">{t('kyc.preparing')}</p>}
      {upload.phase === 'uploading' && (
        <div class={styles.field} role="status">
          <progress class={styles.progress} max={upload.total || 1} value={upload.sent} aria-label={label} />
          <span class={styles.hint}>{t('kyc.uploading', { percent: upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0 })}</span>
          <Button variant="secondary" onClick={() => cancelPhoto(kind)}>
            {t('kyc.cancel')}
          </Button>
        </div>
      )}
      {upload.phase === 'failed' && (
        <div class={styles.field}>
          <p class={styles.error} role="alert">
            {t(`kyc.problem.${upload.problem}`)} {failure && t(failure.key, failure.params)}
          </p>
          {upload.canRetry && <Button onClick={() => void retryPhoto(kind)}>{t('kyc.retryUpload')}</Button>}
        </div>
      )}
      {!busy && (
        <div class={styles.row}>
          <label class={styles.pick}>
            {sent ? t('kyc.retake') : t('kyc.camera')}
            <input class={styles.hidden} type="file" accept={ACCEPT} capture={kind === 'id' ? 'environment' : 'user'} onChange={onPick} />
          </label>
          <label class={styles.pick}>
            {t('kyc.gallery')}
            <input class={styles.hidden} type="file" accept={ACCEPT} onChange={onPick} data-testid={`kyc-gallery-${kind}`} />
          </label>
        </div>
      )}
    </section>
  );
}


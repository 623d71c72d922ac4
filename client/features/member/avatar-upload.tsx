// The profile's own-photo controls: take a photo or pick one; it is checked, cropped square and
// downscaled on the phone, then sent with a progress bar and cancel; a failed send can be retried
// without choosing again.
import { useStore } from '@nanostores/react';
import { PHOTO_ACCEPT } from '../../lib/photo';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../stores/locale';
import { Button } from '../../ui/button';
import { PROFILE_CODES } from './profile-codes';
import { $avatarUpload, cancelAvatar, pickAvatar, retryAvatar } from './profile-store';
import './profile-catalog';
import styles from './profile.module.css';

export function AvatarUpload() {
  const t = useT();
  const upload = useStore($avatarUpload);
  const onPick = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void pickAvatar(file);
  };
  const busy = upload.phase === 'preparing' || upload.phase === 'uploading';
  const failure = upload.phase === 'failed' && upload.problem === 'send' ? errorMessage(upload.error, PROFILE_CODES) : null;
  return (
    <div class={styles.upload} data-testid="avatar-upload">
      <p class={styles.hint}>{t('profile.uploadHint')}</p>
      {upload.phase === 'preparing' && (
        <p class={styles.hint} role="status">
          {t('profile.preparing')}
        </p>
      )}
      {upload.phase === 'uploading' && (
        <div class={styles.field} role="status">
          <progress class={styles.progress} max={upload.total || 1} value={upload.sent} aria-label={t('profile.uploadTitle')} />
          <span class={styles.hint}>{t('profile.uploading', { percent: upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0 })}</span>
          <Button variant="secondary" onClick={cancelAvatar}>
            {t('profile.cancel')}
          </Button>
        </div>
      )}
      {upload.phase === 'failed' && (
        <div class={styles.field}>
          <p class={styles.error} role="alert">
            {t(`profile.problem.${upload.problem}`)} {failure && t(failure.key, failure.params)}
          </p>
          {upload.canRetry && <Button onClick={() => void retryAvatar()}>{t('profile.retry')}</Button>}
        </div>
      )}
      {!busy && (
        <div class={styles.pickRow}>
          <label class={styles.pick}>
            {t('profile.camera')}
            <input class={styles.hidden} type="file" accept={PHOTO_ACCEPT} capture="user" onChange={onPick} />
          </label>
          <label class={styles.pick}>
            {t('profile.gallery')}
            <input class={styles.hidden} type="file" accept={PHOTO_ACCEPT} onChange={onPick} data-testid="avatar-gallery" />
          </label>
        </div>
      )}
    </div>
  );
}

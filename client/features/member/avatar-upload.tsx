// The profile's own-photo controls: take a photo or pick one; it is checked, cropped square and
// downscaled on the phone, then sent with a progress bar and cancel; a failed send can be retried
// without choosing again.
import { useStore } from '@nanostores/react';
import { PHOTO_ACCEPT } from '../../lib/photo';
import { errorMessage, type CodeMessages } from '../../stores/error-message';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { MemberErrorCode } from '../../../contract/member';
import { $avatarUpload, cancelAvatar, pickAvatar, retryAvatar } from './avatar-store';
import styles from './profile.module.css';

const AVATAR_CODES: CodeMessages = {
  [MemberErrorCode.avatarTypeRejected]: 'myProfile.code.2007',
  [MemberErrorCode.avatarUnclean]: 'myProfile.code.2008',
  [MemberErrorCode.avatarDimensions]: (error) => ({ key: 'myProfile.code.2009', params: { min: typeof error.body.minSide === 'number' ? error.body.minSide : 64 } }),
  [MemberErrorCode.avatarMissing]: 'myProfile.code.2010',
};

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
  const failure = upload.phase === 'failed' && upload.problem === 'send' ? errorMessage(upload.error, AVATAR_CODES) : null;
  return (
    <div class={styles.upload} data-testid="avatar-upload">
      <p class={styles.hint}>{t('myProfile.uploadHint')}</p>
      {upload.phase === 'preparing' && (
        <p class={styles.hint} role="status">
          {t('myProfile.preparing')}
        </p>
      )}
      {upload.phase === 'uploading' && (
        <div class={styles.field} role="status">
          <progress class={styles.progress} max={upload.total || 1} value={upload.sent} aria-label={t('myProfile.uploadTitle')} />
          <span class={styles.hint}>{t('myProfile.uploading', { percent: upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0 })}</span>
          <Button variant="secondary" onClick={cancelAvatar}>
            {t('myProfile.cancel')}
          </Button>
        </div>
      )}
      {upload.phase === 'failed' && (
        <div class={styles.field}>
          <p class={styles.error} role="alert">
            {t(`myProfile.problem.${upload.problem}`)} {failure && t(failure.key, failure.params)}
          </p>
          {upload.canRetry && <Button onClick={() => void retryAvatar()}>{t('myProfile.retry')}</Button>}
        </div>
      )}
      {!busy && (
        <div class={styles.pickRow}>
          <label class={styles.pick}>
            {t('myProfile.camera')}
            <input class={styles.hidden} type="file" accept={PHOTO_ACCEPT} capture="user" onChange={onPick} />
          </label>
          <label class={styles.pick}>
            {t('myProfile.gallery')}
            <input class={styles.hidden} type="file" accept={PHOTO_ACCEPT} onChange={onPick} data-testid="avatar-gallery" />
          </label>
        </div>
      )}
    </div>
  );
}

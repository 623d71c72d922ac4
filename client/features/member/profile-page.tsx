// /member/profile: avatar (the player's own photo or one of the preset set, saved on tap; a photo
// taken or picked is uploaded here), nickname, linked phone and social accounts (with the bind flow
// for a phone), login and safebox passwords, identity verification status, and the link to more
// details (address, personal details).
import { call } from '../../api/http';
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import * as memberCalls from '../../../contract/member';
import { AVATAR_PRESETS, AVATAR_UPLOADED, NICKNAME_PATTERN } from '../../../contract/member-fields';
import { href } from '../../../contract/route-paths';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { $token, $user, patchUser } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { Avatar } from './avatar';
import { AvatarUpload } from './avatar-upload';
import styles from './member.module.css';
import { memberCatalog } from './member-catalog';
import { myProfileCatalog } from './my-profile-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, memberCatalog, myProfileCatalog];

type ProfileChange = { nickname?: string; avatar?: (typeof AVATAR_PRESETS)[number] | typeof AVATAR_UPLOADED };

/** Saves the nickname or the avatar (updateProfile); the answer goes into the user. */
const $saveProfile = mutation($token, (change: ProfileChange) => call(memberCalls.updateProfile, change), { done: (saved) => patchUser(saved) });

export default function ProfilePage() {
  const t = useT();
  const user = useStore($user);
  const [nickname, setNickname] = useState(user?.nickname ?? '');
  const [error, setError] = useState<string | undefined>();
  const saving = useMutation($saveProfile);
  // What the save in flight is for (its button spins): the nickname, or an avatar.
  const savingNow = saving.pending ? (saving.arg?.avatar ?? 'nickname') : null;
  if (!user) return null;

  const save = (change: ProfileChange, done: string) => {
    saving.run(change).then(
      () => showToast(done, 'success'),
      (failure: unknown) => {
        const message = errorMessage(failure);
        showToast(`${t('member.saveFailed')} ${t(message.key, message.params)}`, 'error');
      },
    );
  };
  const submitNickname = (event: Event) => {
    event.preventDefault();
    const value = nickname.trim();
    if (!NICKNAME_PATTERN.test(value)) {
      setError(t('member.nicknameInvalid'));
      return;
    }
    setError(undefined);
    save({ nickname: value }, t('member.saved'));
  };
  const social: [string, string][] = [
    ['Facebook', user.facebookName || user.facebookAccount],
    ['Google', user.googleName || user.googleAccount],
    ['LINE', user.lineName || user.lineAccount],
  ];
  return (
    <Page title={t('member.profile')} back>
      <div class={styles.page}>
        <section class={styles.card} aria-labelledby="profile-avatar">
          <h2 id="profile-avatar" class={styles.heading}>
            {t('member.avatar')}
          </h2>
          <div role="radiogroup" aria-labelledby="profile-avatar" class={styles.avatars}>
            {user.avatarOther && (
              <button
                type="button"
                role="radio"
                aria-checked={user.avatar === AVATAR_UPLOADED}
                aria-label={t('myProfile.uploaded')}
                class={`${styles.avatarChoice} ${user.avatar === AVATAR_UPLOADED ? styles.chosen : ''}`}
                disabled={savingNow !== null}
                onClick={() => save({ avatar: AVATAR_UPLOADED }, t('member.avatarSaved'))}
                data-testid="avatar-uploaded"
              >
                <Avatar avatar={AVATAR_UPLOADED} avatarOther={user.avatarOther} class={styles.avatar} />
              </button>
            )}
            {AVATAR_PRESETS.map((preset, i) => (
              <button
                key={preset}
                type="button"
                role="radio"
                aria-checked={user.avatar === preset}
                aria-label={t('member.avatarN', { n: i + 1 })}
                class={`${styles.avatarChoice} ${user.avatar === preset ? styles.chosen : ''}`}
                disabled={savingNow !== null}
                onClick={() => save({ avatar: preset }, t('member.avatarSaved'))}
              >
                <Avatar avatar={preset} class={styles.avatar} />
              </button>
            ))}
          </div>
          <AvatarUpload />
        </section>
        <form class={styles.card} onSubmit={submitNickname} noValidate>
          <TextField label={t('member.nickname')} name="nickname" value={nickname} onInput={setNickname} error={error} hint={t('member.nicknameHint')} maxLength={16} />
          <Button type="submit" loading={savingNow === 'nickname'} disabled={savingNow !== null}>
            {t('member.save')}
          </Button>
        </form>
        <section class={styles.card} aria-labelledby="profile-linked">
          <h2 id="profile-linked" class={styles.heading}>
            {t('member.linked')}
          </h2>
          <div class={styles.row} data-testid="profile-phone">
            <span>{t('member.phone')}</span>
            {user.mobile ? (
              <span>{user.mobile}</span>
            ) : (
              <a class={styles.link} href={href('authBind')}>
                {t('member.bindPhone')}
              </a>
            )}
          </div>
          {social.map(([name, linked]) => (
            <div key={name} class={styles.row}>
              <span>{name}</span>
              <span>{linked || t('member.notLinked')}</span>
            </div>
          ))}
          <div class={styles.row}>
            <span>{t('member.password')}</span>
            {user.hasPassword ? (
              <span>{t('member.passwordSet')}</span>
            ) : (
              <a class={styles.link} href={href('authSetPassword')}>
                {t('member.setPassword')}
              </a>
            )}
          </div>
          <div class={styles.row} data-testid="profile-safebox">
            <span>{t('myProfile.safebox')}</span>
            <a class={styles.link} href={`${href('memberProfileInfo')}#safebox`}>
              {user.hasSafeboxPassword ? t('myProfile.safeboxSet') : t('myProfile.safeboxNotSet')}
            </a>
          </div>
          <div class={styles.row} data-testid="profile-kyc">
            <span>{t('member.kyc')}</span>
            <a class={styles.link} href={href('memberProfileKyc')}>
              {user.hasKyc ? t('member.verified') : t('member.verifyNow')}
            </a>
          </div>
        </section>
        <a class={`${styles.card} ${styles.infoLink}`} href={href('memberProfileInfo')} data-testid="profile-info-link">
          <strong>{t('myProfile.info')}</strong>
          <span class={styles.hint}>{t('myProfile.infoHint')}</span>
        </a>
      </div>
    </Page>
  );
}

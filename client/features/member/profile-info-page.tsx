// /member/profile/info: the player's personal details, Philippine address and safebox password.
// The details and address load together (appUserOther): a skeleton meanwhile, an error with retry.
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { AddressForm } from './address-form';
import { OtherForm } from './other-form';
import { PROFILE_CODES } from './profile-codes';
import { $userOther } from './profile-store';
import { SafeboxForm } from './safebox-form';
import styles from './profile.module.css';
import { profileCatalog } from './profile-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, profileCatalog];

export default function ProfileInfoPage() {
  const t = useT();
  const state = useStore($userOther);
  // Opened from the profile's safebox row (#safebox): bring that form into view once it is there.
  const loaded = !!state.data;
  useEffect(() => {
    if (location.hash === '#safebox') document.getElementById('safebox')?.scrollIntoView();
  }, [loaded]);
  const failure = !state.data && state.error ? errorMessage(state.error, PROFILE_CODES) : null;
  return (
    <Page title={t('profile.info')} back>
      <div class={styles.page}>
        {state.data ? (
          <>
            <OtherForm key={`other-${state.data.identityLocked}`} state={state.data} />
            <AddressForm saved={state.data.address} />
          </>
        ) : failure ? (
          <EmptyState
            message={`${t('profile.loadFailed')} ${t(failure.key, failure.params)}`}
            action={
              <Button onClick={() => void $userOther.reload()} loading={state.loading}>
                {t('profile.retryLoad')}
              </Button>
            }
          />
        ) : (
          <div class={styles.form} aria-busy="true" data-testid="profile-info-loading">
            <Skeleton height="calc(0.4 * var(--u))" width="50%" />
            <Skeleton height="calc(0.88 * var(--u))" />
            <Skeleton height="calc(0.88 * var(--u))" />
            <Skeleton height="calc(0.88 * var(--u))" />
          </div>
        )}
        <SafeboxForm />
      </div>
    </Page>
  );
}

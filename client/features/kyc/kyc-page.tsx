// /member/profile/kyc: the player's verification status, and the four resumable steps to send it
// (details, declarations, photos, check and send). A pending verification is re-checked every few
// seconds while the page shows.
import { withBackStack } from '../../lib/overlay-history';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { KycState } from '../../../contract/kyc';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useMutation } from '../../widgets/use-mutation';
import { KYC_CODES } from './kyc-codes';
import { PhotoCard } from './kyc-photos';
import { DeclarationsStep, DetailsStep } from './kyc-steps';
import { $checkKyc, $draft, $kyc, $submitKyc, openDraft, updateDraft, watchPendingKyc, type KycStep } from './kyc-store';
import styles from './kyc.module.css';
import { kycCatalog } from './kyc-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, kycCatalog];

const STEPS: KycStep[] = ['details', 'declarations', 'photos', 'review'];

export default function KycPage() {
  const t = useT();
  const kyc = useStore($kyc);
  const user = useStore($user);
  if (user) openDraft(user.id);
  return (
    <Page title={t('kyc.title')} back>
      <div class={styles.section}>
        {kyc.data ? (
          <Body state={kyc.data} />
        ) : kyc.error ? (
          <div role="alert" class={styles.card}>
            <p class={styles.error}>{t('kyc.loadFailed')}</p>
            <Button onClick={() => void $kyc.reload()}>{t('kyc.retry')}</Button>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton height="calc(0.6 * var(--u))" />
            <Skeleton height="calc(2 * var(--u))" />
          </div>
        )}
      </div>
    </Page>
  );
}

function Body({ state }: { state: KycState }) {
  const t = useT();
  useEffect(() => (state.status === 'pending' ? watchPendingKyc() : undefined), [state.status]);
  if (state.status === 'pending' || state.status === 'approved') return <Status state={state} />;
  return (
    <>
      {state.status === 'rejected' ? <Status state={state} /> : <p class={styles.hint}>{t('kyc.intro')}</p>}
      <Wizard />
    </>
  );
}

function Status({ state }: { state: KycState }) {
  const t = useT();
  const checking = useMutation($checkKyc);
  return (
    <section class={styles.status} data-testid="kyc-status" data-status={state.status} aria-live="polite">
      <h2>{t(`kyc.status.${state.status}`)}</h2>
      {state.status === 'pending' && (
        <>
          <p>{t('kyc.status.pendingBody')}</p>
          <Button
            variant="secondary"
            loading={checking.pending}
            onClick={() => checking.start()}
          >
            {t('kyc.checkAgain')}
          </Button>
        </>
      )}
      {state.status === 'approved' && <p>{t('kyc.status.approvedBody', { name: state.fullName ?? '' })}</p>}
      {state.status === 'rejected' && <p>{t('kyc.status.rejectedBody', { reason: state.reason ?? '' })}</p>}
    </section>
  );
}

function Wizard() {
  const t = useT();
  const draft = useStore($draft);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const step = draft.step;
  useEffect(() => {
    // Focus follows the step, so a screen reader hears where the player is (not on first render).
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  const go = (next: KycStep) => updateDraft({ step: next });
  const index = STEPS.indexOf(step);
  // Back (the header's or the phone's) goes to the previous step: every step after the first holds
  // an entry on the back stack, as a sheet does.
  useEffect(() => {
    const previous = STEPS[index - 1];
    if (!previous) return;
    let live = true;
    let release: (() => void) | undefined;
    void withBackStack().then((stack) => {
      if (live) release = stack.open(() => updateDraft({ step: previous }));
    });
    return () => {
      live = false;
      release?.();
    };
  }, [index]);
  return (
    <section class={styles.card} aria-labelledby="kyc-step-title">
      <p class={styles.steps}>{t('kyc.stepOf', { n: index + 1 })}</p>
      <h2 id="kyc-step-title" class={styles.heading} tabIndex={-1} ref={heading}>
        {t(`kyc.step.${step}`)}
      </h2>
      {step === 'details' && <DetailsStep onNext={() => go('declarations')} />}
      {step === 'declarations' && <DeclarationsStep onBack={() => go('details')} onNext={() => go('photos')} />}
      {step === 'photos' && <PhotosStep onBack={() => go('declarations')} onNext={() => go('review')} />}
      {step === 'review' && <ReviewStep onEdit={go} />}
    </section>
  );
}

function PhotosStep({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const t = useT();
  const photos = useStore($draft).photos;
  const [missing, setMissing] = useState(false);
  return (
    <div class={styles.section}>
      <p class={styles.hint}>{t('kyc.photosIntro')}</p>
      <PhotoCard kind="id" />
      <PhotoCard kind="selfie" />
      {missing && !(photos.id && photos.selfie) && (
        <p class={styles.error} role="alert">
          {t('kyc.photosMissing')}
        </p>
      )}
      <div class={styles.row}>
        <Button variant="secondary" onClick={onBack}>
          {t('kyc.back')}
        </Button>
        <Button onClick={() => (photos.id && photos.selfie ? onNext() : setMissing(true))}>{t('kyc.next')}</Button>
      </div>
    </div>
  );
}

function ReviewStep({ onEdit }: { onEdit: (step: KycStep) => void }) {
  const t = useT();
  const draft = useStore($draft);
  const sending = useMutation($submitKyc);
  const refusal = sending.error === undefined ? null : errorMessage(sending.error, KYC_CODES);
  const d = draft.details;
  const rows: [string, string][] = [
    [t('kyc.fullName'), d.fullName],
    [t('kyc.birthDate'), d.birthDate],
    [t('kyc.nationality'), d.nationality],
    [t('kyc.address'), d.address],
    [t('kyc.sourceOfFunds'), d.sourceOfFunds ? t(`kyc.source.${d.sourceOfFunds}`) : ''],
    [t('kyc.review.photos'), t('kyc.review.photosSent')],
  ];
  return (
    <div class={styles.section}>
      <dl class={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {refusal && (
        <p class={styles.error} role="alert">
          {`${t('kyc.submitFailed')} ${t(refusal.key, refusal.params)}`}
        </p>
      )}
      <div class={styles.row}>
        <Button variant="secondary" onClick={() => onEdit('details')} disabled={sending.pending}>
          {t('kyc.edit')}
        </Button>
        <Button loading={sending.pending} disabled={sending.pending} onClick={() => sending.start()}>
          {t('kyc.submit')}
        </Button>
      </div>
    </div>
  );
}

// /member/profile/kyc: the player's verification status, and the four resumable steps to send it
// (details, declarations, photos, check and send). A pending verification is re-checked every few
// seconds while the page is open.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { KycState } from '../../../contract/kyc';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../stores/locale';
import { $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import './kyc-catalog';
import { KYC_CODES } from './kyc-codes';
import { PhotoCard } from './kyc-photos';
import { DeclarationsStep, DetailsStep } from './kyc-steps';
import { $draft, $kyc, openDraft, refreshKyc, submitKyc, updateDraft, type KycStep } from './kyc-store';
import styles from './kyc.module.css';

const STEPS: KycStep[] = ['details', 'declarations', 'photos', 'review'];
const POLL_MS = 4000;

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
  useEffect(() => {
    if (state.status !== 'pending') return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshKyc();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [state.status]);
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
  const [checking, setChecking] = useState(false);
  return (
    <section class={styles.status} data-testid="kyc-status" data-status={state.status} aria-live="polite">
      <h2>{t(`kyc.status.${state.status}`)}</h2>
      {state.status === 'pending' && (
        <>
          <p>{t('kyc.status.pendingBody')}</p>
          <Button
            variant="secondary"
            loading={checking}
            onClick={() => {
              setChecking(true);
              void refreshKyc().finally(() => setChecking(false));
            }}
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
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const d = draft.details;
  const submit = async () => {
    setSending(true);
    setFailure(null);
    try {
      await submitKyc();
    } catch (error) {
      const message = errorMessage(error, KYC_CODES);
      setFailure(`${t('kyc.submitFailed')} ${t(message.key, message.params)}`);
      setSending(false);
    }
  };
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
      {failure && (
        <p class={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div class={styles.row}>
        <Button variant="secondary" onClick={() => onEdit('details')} disabled={sending}>
          {t('kyc.edit')}
        </Button>
        <Button loading={sending} disabled={sending} onClick={() => void submit()}>
          {t('kyc.submit')}
        </Button>
      </div>
    </div>
  );
}

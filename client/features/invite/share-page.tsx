// /share (login): the player's invite link and code (copy, the phone's share sheet, a QR code to
// show a friend), how many opened, registered and became valid invites, the rewards waiting (one
// claim pays them all, once), the VIP gift at the invitation goal, and the friends invited.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import type { InviteSummary } from '../../../contract/invite';
import { safeExternalUrl, safeInternalPath } from '../../../contract/safe-url';
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney, groupDigits } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { errorMessage } from '../../stores/error-message';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { INVITE_CODES } from './invite-codes';
import { inviteCatalog } from './invite-catalog';
import { $claimInviteRewards, $inviteSummary } from './invite-store';
import { InviteRecords } from './invite-records';
import { absoluteLink } from './share-actions';
import { shareLink } from '../../lib/bridge-actions';
import { copyText } from '../../lib/native-bridge';
import styles from './invite.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, inviteCatalog, rewardCatalog];

export default function SharePage() {
  const t = useT();
  const summary = useStore($inviteSummary);
  return (
    <Page title={t('invite.title')} back>
      <div class={styles.section}>
        {summary.data ? (
          <ShareView summary={summary.data} />
        ) : summary.error ? (
          <div class={styles.card} role="alert">
            <p>{t('invite.loadFailed')}</p>
            <Button onClick={() => void $inviteSummary.reload()}>{t('invite.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true" data-testid="share-loading">
            <Skeleton height="calc(1.6 * var(--u))" />
            <Skeleton height="calc(2.4 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
          </div>
        )}
      </div>
    </Page>
  );
}

function ShareView({ summary }: { summary: InviteSummary }) {
  const t = useT();
  const link = absoluteLink(summary.shareUrlMap.register);
  const copy = async (text: string) => {
    const copied = (await copyText(text)) === 'copied';
    showToast(t(copied ? 'invite.copied' : 'invite.copyFailed'), copied ? 'info' : 'error');
  };
  const share = async () => {
    const outcome = await shareLink({ title: t('invite.shareTitle'), text: t('invite.shareText', { code: summary.inviteCode }), url: link });
    if (outcome === 'copied') showToast(t('invite.copied'), 'info');
    else if (outcome === 'failed') showToast(t('invite.copyFailed'), 'error');
  };
  return (
    <>
      {!summary.open && (
        <p class={styles.card} role="status">
          {t('invite.closed')}
        </p>
      )}
      <section class={`${styles.card} ${styles.hero}`}>
        <h2 class={styles.heroTitle}>{t('invite.hero', { amount: formatMoney(summary.rewardPerInvite) })}</h2>
        <p class={styles.hint}>{t('invite.heroText', { deposit: formatMoney(summary.validDeposit), amount: formatMoney(summary.rewardPerInvite) })}</p>
      </section>
      <section class={styles.card} aria-labelledby="invite-code">
        <h2 id="invite-code" class={styles.heading}>
          {t('invite.codeLabel')}
        </h2>
        <p class={styles.code} data-testid="invite-code">
          {summary.inviteCode}
        </p>
        <p class={styles.hint} data-testid="invite-uid">
          {t('invite.uid', { uid: summary.uid })}
        </p>
        <h2 class={styles.heading}>{t('invite.linkLabel')}</h2>
        <p class={styles.link} data-testid="invite-link">
          {link}
        </p>
        <div class={styles.actions}>
          <Button onClick={() => void share()} data-testid="invite-share">
            {t('invite.share')}
          </Button>
          <Button variant="secondary" onClick={() => void copy(link)} data-testid="invite-copy-link">
            {t('invite.copyLink')}
          </Button>
          <Button variant="secondary" onClick={() => void copy(summary.inviteCode)}>
            {t('invite.copyCode')}
          </Button>
        </div>
        <QrToggle link={link} />
      </section>
      <section class={styles.card} aria-labelledby="invite-stats">
        <h2 id="invite-stats" class={styles.heading}>
          {t('invite.stats')}
        </h2>
        <dl class={styles.stats}>
          <Stat label={t('invite.clicks')} value={groupDigits(summary.clicks)} />
          <Stat label={t('invite.invited')} value={groupDigits(summary.invited)} testId="invite-invited" />
          <Stat label={t('invite.valid')} value={groupDigits(summary.valid)} testId="invite-valid" />
          <Stat label={t('invite.earned')} value={formatMoney(summary.earned)} />
        </dl>
        <ClaimInvites summary={summary} />
        <VipGift summary={summary} />
      </section>
      <nav class={styles.links}>
        <a class={styles.linkCard} href={href('activitySpin')}>
          {t('invite.toSpin')}
        </a>
        <a class={styles.linkCard} href={href('agent')}>
          {t('invite.toAgent')}
        </a>
      </nav>
      <section aria-labelledby="invite-records">
        <h2 id="invite-records" class={`${styles.heading} ${styles.listHeading}`}>
          {t('invite.records')}
        </h2>
        <InviteRecords />
      </section>
    </>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

type QrModule = typeof import('./share-qr');
let qrChunk: Promise<QrModule> | undefined;

/** The QR code, its encoder loaded the first time the player asks for it. */
function QrToggle({ link }: { link: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Qr, setQr] = useState<FunctionComponent<{ text: string; label: string }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || Qr) return;
    let live = true;
    qrChunk ??= import('./share-qr');
    qrChunk.then(
      (module) => live && setQr(() => module.default),
      () => {
        qrChunk = undefined;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Qr]);
  return (
    <div class={styles.qrBox}>
      <Button variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="invite-qr-toggle">
        {t(open ? 'invite.hideQr' : 'invite.showQr')}
      </Button>
      {open &&
        (failed ? (
          <p class={styles.hint} role="alert">
            {t('invite.qrFailed')}
          </p>
        ) : Qr ? (
          <>
            <div class={styles.qr}>
              <Qr text={link} label={t('invite.qrAlt')} />
            </div>
            <p class={styles.hint}>{t('invite.qrHint')}</p>
          </>
        ) : (
          <Skeleton width="220px" height="220px" />
        ))}
    </div>
  );
}

function ClaimInvites({ summary }: { summary: InviteSummary }) {
  const t = useT();
  const claim = useMutation($claimInviteRewards);
  const failed = (error: unknown) => {
    const message = errorMessage(error, INVITE_CODES);
    showToast(t(message.key, message.params), 'error');
    void $inviteSummary.reload();
  };
  if (summary.claimableCount === 0) return <p class={styles.hint}>{t('invite.nothingWaiting', { deposit: formatMoney(summary.validDeposit) })}</p>;
  return (
    <div class={`${styles.claimRow} ${styles.highlight}`} data-testid="invite-claim-row">
      <div>
        <p class={styles.rowTitle}>{t('invite.claimTitle')}</p>
        <p class={styles.hint}>{t('invite.claimText', { count: summary.claimableCount, amount: formatMoney(summary.claimable) })}</p>
      </div>
      <Button loading={claim.pending} onClick={() => void claim.run().catch(failed)} data-testid="invite-claim">
        {t('invite.claim')}
      </Button>
    </div>
  );
}

/** The VIP gift: progress to the invitation goal, then 'Invitation goal reached!' (copy the UID, open the link). */
function VipGift({ summary }: { summary: InviteSummary }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (summary.giftGoal <= 0) return null;
  if (summary.valid < summary.giftGoal) return <p class={styles.hint}>{t('invite.giftProgress', { count: summary.valid, goal: summary.giftGoal })}</p>;
  const claim = async () => {
    const copied = (await copyText(String(summary.uid))) === 'copied';
    showToast(t(copied ? 'invite.copied' : 'invite.copyFailed'), copied ? 'info' : 'error');
    setOpen(false);
    const path = safeInternalPath(summary.giftLink);
    if (path) navigate(path);
    else {
      const url = safeExternalUrl(summary.giftLink);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="invite-gift-open">
        {t('invite.giftOpen')}
      </Button>
      <Dialog
        open={open}
        title={t('invite.giftTitle')}
        onClose={() => setOpen(false)}
        actions={
          <Button block onClick={() => void claim()} data-testid="invite-gift-claim">
            {t('invite.giftButton')}
          </Button>
        }
      >
        <p>{t('invite.giftText', { count: summary.valid, uid: summary.uid })}</p>
      </Dialog>
    </>
  );
}

// /email/detail?id=: one mail. Opening it marks it read; the body is operator HTML, sanitised
// (mail-body.ts). An attachment is collected once (the button waits for the answer, so a double
// tap sends one request, and the sandbox refuses a second from another tab). Delete asks first.
import { formatDateTime } from '../../lib/date-time';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { MailErrorCode, type MailDetail } from '../../../contract/mail';
import { isApiCode } from '../../api/errors';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useMutation } from '../../widgets/use-mutation';
import { awardText } from './award-text';
import { ConfirmDialog } from './confirm-dialog';
import { sanitizeMailBody } from './mail-body';
import { MAIL_CODES } from './mail-codes';
import { $collectMail, $deleteMail, $mailDetail, $readingId } from './mail-store';
import { mailIdOf } from './mail-query';
import styles from './mail.module.css';
import { mailCatalog } from './mail-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, mailCatalog];

const toInbox = () => navigate(href('mail'), { replace: true });

export default function MailDetailPage({ query }: { query?: Record<string, string> }) {
  const t = useT();
  const id = mailIdOf(query);
  useEffect(() => {
    $readingId.set(id);
    return () => $readingId.set(null);
  }, [id]);
  const detail = useStore($mailDetail);
  const mail = detail.data?.id === id ? detail.data : undefined;
  return (
    <Page title={t('mail.detailTitle')} back>
      {mail ? (
        <MailView mail={mail} />
      ) : detail.error ? (
        <div class={styles.problem} role="alert">
          <p>{t(errorMessage(detail.error, MAIL_CODES).key, errorMessage(detail.error, MAIL_CODES).params)}</p>
          {isApiCode(detail.error, MailErrorCode.notFound) ? (
            <Button onClick={toInbox}>{t('mail.title')}</Button>
          ) : (
            <Button onClick={() => void $mailDetail.reload()}>{t('mail.retry')}</Button>
          )}
        </div>
      ) : (
        <div class={styles.detail} aria-busy="true">
          <Skeleton width="70%" height="calc(0.4 * var(--u))" />
          <Skeleton width="40%" />
          <Skeleton height="calc(2 * var(--u))" />
        </div>
      )}
    </Page>
  );
}

function MailView({ mail }: { mail: MailDetail }) {
  const t = useT();
  const locale = useStore($locale);
  const collecting = useMutation($collectMail);
  const removing = useMutation($deleteMail);
  const [confirming, setConfirming] = useState(false);
  const body = useMemo(() => sanitizeMailBody(mail.body), [mail.body]);
  const time = t('mail.manilaTime', { time: formatDateTime(mail.createTime, locale) });
  const failed = (error: unknown) => {
    const message = errorMessage(error, MAIL_CODES);
    showToast(t(message.key, message.params), 'error');
  };
  const collect = () =>
    collecting.run(mail.id).catch((error: unknown) => {
      // Another tab got there first: show it as collected.
      if (isApiCode(error, MailErrorCode.alreadyCollected)) void $mailDetail.reload();
      failed(error);
    });
  const remove = () =>
    void removing
      .run(mail.id)
      .then(() => {
        showToast(t('mail.deleted'), 'success');
        toInbox();
      }, failed)
      .finally(() => setConfirming(false));
  const waiting = mail.awards.length > 0 && !mail.collected;
  return (
    <article class={styles.detail}>
      <h2 class={styles.detailTitle}>{mail.title}</h2>
      <time class={styles.time} dateTime={new Date(mail.createTime).toISOString()}>
        {time}
      </time>
      {/* Sanitised above: formatting and https links only. */}
      <div class={styles.body} data-testid="mail-body" dangerouslySetInnerHTML={{ __html: body }} />
      {mail.awards.length > 0 ? (
        <section class={styles.attachment} aria-label={t('mail.attachment')}>
          <h3>{t('mail.attachment')}</h3>
          <ul class={styles.awards}>
            {mail.awards.map((award, i) => (
              <li key={i}>{awardText(t, award)}</li>
            ))}
          </ul>
          <Button block loading={collecting.pending} disabled={!waiting} onClick={() => void collect()} data-testid="collect">
            {waiting ? t('mail.collect') : t('mail.collected')}
          </Button>
        </section>
      ) : null}
      <Button variant="secondary" block disabled={waiting} onClick={() => setConfirming(true)}>
        {t('mail.delete')}
      </Button>
      {waiting ? <p class={styles.time}>{t('mail.uncollected')}</p> : null}
      {confirming ? (
        <ConfirmDialog title={t('mail.deleteTitle')} message={t('mail.deleteMessage')} confirm={t('mail.delete')} cancel={t('mail.cancel')} pending={removing.pending} onConfirm={remove} onClose={() => setConfirming(false)} />
      ) : null}
    </article>
  );
}

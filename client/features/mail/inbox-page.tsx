// /email: the inbox, newest first, 20 at a time, pull down (or the refresh button) to refresh.
// Unread mail is marked; mail with a reward waiting says so. 'Delete read' asks first.
import { formatDay } from '../../lib/date-time';
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import type { MailRow } from '../../../contract/mail';
import { href } from '../../../contract/route-paths';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { $locale, tn } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { showToast } from '../../stores/toast';
import { RefreshIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { PullToRefresh } from '../../ui/pull-to-refresh';
import { Skeleton } from '../../ui/skeleton';
import { useMutation } from '../../widgets/use-mutation';
import { ConfirmDialog } from './confirm-dialog';
import { MAIL_CODES } from './mail-codes';
import { $deleteReadMails, $inbox } from './mail-store';
import styles from './mail.module.css';
import { mailCatalog } from './mail-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, mailCatalog];

export default function InboxPage() {
  const t = useT();
  const inbox = useStore($inbox);
  const [confirming, setConfirming] = useState(false);
  const removing = useMutation($deleteReadMails);
  // A pull reloads the inbox; the indicator stays until the first page is back.
  const pulled = useMutation(() => mutation(null, () => $inbox.reload()));
  const removeRead = () =>
    void removing
      .run()
      .then(
        (count) => showToast(count ? tn('mail.deleteReadDone', count) : t('mail.deleteReadNone'), count ? 'success' : 'info'),
        (error: unknown) => {
          const message = errorMessage(error, MAIL_CODES);
          showToast(t(message.key, message.params), 'error');
        },
      )
      .finally(() => setConfirming(false));
  return (
    <Page
      title={t('mail.title')}
      back
      actions={
        <>
          <button type="button" class={styles.headerButton} aria-label={t('mail.refresh')} onClick={() => void $inbox.reload()}>
            <RefreshIcon />
          </button>
          <button type="button" class={styles.headerButton} onClick={() => setConfirming(true)} disabled={!inbox.items.some((m) => m.read)}>
            {t('mail.deleteRead')}
          </button>
        </>
      }
    >
      <PullToRefresh onRefresh={() => pulled.start()} refreshing={pulled.pending} text={{ pull: t('mail.pullToRefresh'), release: t('mail.releaseToRefresh'), refreshing: t('mail.refreshing') }}>
        <div class={styles.section}>
          <PagedList
            state={inbox}
            testId="inbox"
            renderItem={(mail) => <InboxRow key={mail.id} mail={mail} />}
            skeleton={
              <li class={styles.row}>
                <div class={styles.rowLink}>
                  <span />
                  <Skeleton width="60%" />
                  <Skeleton width="3em" />
                  <span class={styles.summary}>
                    <Skeleton width="90%" />
                  </span>
                </div>
              </li>
            }
            text={{ empty: t('mail.empty'), loadFailed: t('mail.loadFailed'), retry: t('mail.retry'), loadMore: t('mail.loadMore'), noMore: t('mail.noMore') }}
            onRetry={() => void $inbox.reload()}
            onLoadMore={() => void $inbox.loadMore()}
          />
        </div>
      </PullToRefresh>
      {confirming ? (
        <ConfirmDialog
          title={t('mail.deleteReadTitle')}
          message={t('mail.deleteReadMessage')}
          confirm={t('mail.delete')}
          cancel={t('mail.cancel')}
          pending={removing.pending}
          onConfirm={removeRead}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Page>
  );
}

function InboxRow({ mail }: { mail: MailRow }) {
  const t = useT();
  const locale = useStore($locale);
  const when = new Date(mail.createTime);
  // The Manila day, whatever the phone's zone (the detail page says the time, labelled).
  const time = formatDay(mail.createTime, locale);
  const giftWaiting = mail.awards.length > 0 && !mail.collected;
  return (
    <li class={`${styles.row} ${mail.read ? styles.read : styles.unread}`} data-testid="mail-row">
      <a class={styles.rowLink} href={href('mailDetail', { query: { id: mail.id } })}>
        {mail.read ? <span /> : <span class={styles.unreadDot} role="img" aria-label={t('mail.unread')} data-testid="mail-unread" />}
        <strong class={styles.rowTitle}>{mail.title}</strong>
        <time class={styles.time} dateTime={when.toISOString()}>
          {time}
        </time>
        <span class={styles.summary}>{mail.summary}</span>
        {giftWaiting ? <span class={styles.gift}>🎁 {t('mail.hasGift')}</span> : null}
      </a>
    </li>
  );
}

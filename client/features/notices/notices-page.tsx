// /notices: the operator's notices, to read again after their popup; newest first, unread ones
// marked. Opening one shows its whole text and marks it read (the Account page's dot follows).
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import type { NoticeRow } from '../../../contract/notices';
import { formatDay } from '../../lib/date-time';
import { $locale } from '../../stores/locale';
import { markNoticesRead } from '../../stores/notice-unread';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { $notices } from './notices-store';
import styles from './notices.module.css';
import { noticesCatalog } from './notices-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [noticesCatalog];

export default function NoticesPage() {
  const t = useT();
  const notices = useStore($notices);
  // Opened here: shown read at once (the list reloads with the operator's marks next time).
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const open = (notice: NoticeRow) => {
    const next = new Set(opened);
    if (next.has(notice.id)) next.delete(notice.id);
    else next.add(notice.id);
    setOpened(next);
    // A failed mark leaves the notice unread for next time; reading it is what matters now.
    if (!notice.read) markNoticesRead({ ids: [notice.id] }).catch(() => undefined);
  };
  return (
    <Page title={t('notices.title')} back>
      <div class={styles.list}>
        <PagedList
          state={notices}
          testId="notices"
          renderItem={(notice) => <NoticeItem key={notice.id} notice={notice} open={opened.has(notice.id)} read={notice.read || opened.has(notice.id)} onToggle={() => open(notice)} />}
          skeleton={
            <li class={styles.row}>
              <div class={styles.rowHead}>
                <span />
                <Skeleton width="60%" />
                <Skeleton width="3em" />
              </div>
              <Skeleton width="90%" />
            </li>
          }
          text={{ empty: t('notices.empty'), loadFailed: t('notices.loadFailed'), retry: t('notices.retry'), loadMore: t('notices.loadMore'), noMore: t('notices.noMore') }}
          onRetry={() => void $notices.reload()}
          onLoadMore={() => void $notices.loadMore()}
        />
      </div>
    </Page>
  );
}

function NoticeItem({ notice, open, read, onToggle }: { notice: NoticeRow; open: boolean; read: boolean; onToggle: () => void }) {
  const t = useT();
  const locale = useStore($locale);
  const textId = `notice-${notice.id}`;
  return (
    <li class={`${styles.row} ${read ? '' : styles.unread}`} data-testid="notice-row">
      <button type="button" class={styles.rowHead} aria-expanded={open} aria-controls={textId} onClick={onToggle}>
        {read ? <span /> : <span class={styles.unreadDot} role="img" aria-label={t('notices.unread')} data-testid="notice-unread" />}
        <strong class={styles.rowTitle}>{notice.title}</strong>
        {/* The Manila day, whatever the phone's zone. */}
        <time class={styles.time} dateTime={new Date(notice.createTime).toISOString()}>
          {formatDay(notice.createTime, locale)}
        </time>
      </button>
      <p id={textId} class={open ? styles.text : `${styles.text} ${styles.clamped}`}>
        {notice.text}
      </p>
    </li>
  );
}

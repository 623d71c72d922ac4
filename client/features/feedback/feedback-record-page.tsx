// /feedback/record: the player's feedbacks, newest first, with their status; each opens its page.
import { formatDateTime } from '../../lib/date-time';
import { useStore } from '@nanostores/react';
import type { FeedbackRow } from '../../../contract/feedback';
import { href } from '../../../contract/route-paths';
import { $locale, tn } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { $feedbackRecord } from './feedback-store';
import styles from './feedback.module.css';
import { feedbackCatalog } from './feedback-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [feedbackCatalog];

export default function FeedbackRecordPage() {
  const t = useT();
  const record = useStore($feedbackRecord);
  return (
    <Page
      title={t('feedback.record')}
      back
      actions={
        <a class={styles.headerLink} href={href('feedback')}>
          {t('feedback.new')}
        </a>
      }
    >
      <div class={styles.form}>
        <PagedList
          state={record}
          testId="feedback-record"
          renderItem={(row) => <RecordRow key={row.id} row={row} />}
          skeleton={
            <li class={styles.row}>
              <Skeleton width="40%" />
              <Skeleton width="90%" />
            </li>
          }
          text={{ empty: t('feedback.empty'), loadFailed: t('feedback.loadFailed'), retry: t('feedback.retry'), loadMore: t('feedback.loadMore'), noMore: t('feedback.noMore') }}
          onRetry={() => void $feedbackRecord.reload()}
          onLoadMore={() => void $feedbackRecord.loadMore()}
        />
      </div>
    </Page>
  );
}

function RecordRow({ row }: { row: FeedbackRow }) {
  const t = useT();
  const locale = useStore($locale);
  const time = t('feedback.manilaTime', { time: formatDateTime(row.createTime, locale) });
  return (
    <li class={styles.row} data-testid="feedback-row">
      <a class={styles.rowLink} href={href('feedbackDetail', { params: { id: String(row.id) } })}>
        <span class={styles.rowTop}>
          <strong>{t(`feedback.category.${row.category}`)}</strong>
          <span class={row.status === 'replied' ? styles.replied : styles.pending} data-testid="feedback-status">
            {t(`feedback.status.${row.status}`)}
          </span>
        </span>
        <span class={styles.rowText}>{row.content}</span>
        <span class={styles.hint}>
          {time}
          {row.imageCount ? ` · ${tn('feedback.photosCount', row.imageCount)}` : ''}
        </span>
      </a>
    </li>
  );
}

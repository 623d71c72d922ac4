// /feedback/record/{id}: what the player sent (text and photos), its status and our replies.
import { formatDateTime } from '../../lib/date-time';
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import { FeedbackErrorCode, type FeedbackDetail } from '../../../contract/feedback';
import { isApiCode } from '../../api/errors';
import { safeInternalPath } from '../../../contract/safe-url';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { $feedbackDetail, $feedbackId } from './feedback-store';
import { feedbackIdOf } from './feedback-params';
import styles from './feedback.module.css';
import { feedbackCatalog } from './feedback-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, feedbackCatalog];

export default function FeedbackDetailPage({ params }: { params?: Record<string, string> }) {
  const t = useT();
  const id = feedbackIdOf(params);
  useEffect(() => {
    $feedbackId.set(id);
    return () => $feedbackId.set(null);
  }, [id]);
  const detail = useStore($feedbackDetail);
  const feedback = detail.data?.id === id ? detail.data : undefined;
  const problem = detail.error ? errorMessage(detail.error, { [FeedbackErrorCode.notFound]: 'feedback.notFound' }) : null;
  return (
    <Page title={t('feedback.detailTitle')} back>
      {feedback ? (
        <FeedbackView feedback={feedback} />
      ) : problem ? (
        <div class={styles.problem} role="alert">
          <p>{t(problem.key, problem.params)}</p>
          {isApiCode(detail.error, FeedbackErrorCode.notFound) ? null : <Button onClick={() => void $feedbackDetail.reload()}>{t('feedback.retry')}</Button>}
        </div>
      ) : (
        <div class={styles.form} aria-busy="true">
          <Skeleton width="40%" />
          <Skeleton height="calc(1.6 * var(--u))" />
        </div>
      )}
    </Page>
  );
}

function FeedbackView({ feedback }: { feedback: FeedbackDetail }) {
  const t = useT();
  const locale = useStore($locale);
  const format = (time: number) => t('feedback.manilaTime', { time: formatDateTime(time, locale) });
  return (
    <article class={styles.form}>
      <div class={styles.rowTop}>
        <strong>{t(`feedback.category.${feedback.category}`)}</strong>
        <span class={feedback.status === 'replied' ? styles.replied : styles.pending} data-testid="feedback-status">
          {t(`feedback.status.${feedback.status}`)}
        </span>
      </div>
      <section class={styles.card}>
        <h2 class={styles.legend}>{t('feedback.yourMessage')}</h2>
        <p class={styles.message}>{feedback.content}</p>
        {feedback.images.length ? (
          <ul class={styles.photos}>
            {feedback.images.map((image, i) =>
              safeInternalPath(image.url) ? (
                <li key={image.url} class={styles.photo}>
                  <img src={image.url} alt={t('feedback.photoAlt', { n: i + 1 })} loading="lazy" />
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
        <span class={styles.hint}>{format(feedback.createTime)}</span>
      </section>
      <section class={styles.card} aria-live="polite">
        <h2 class={styles.legend}>{t('feedback.replies')}</h2>
        {feedback.replies.length ? (
          feedback.replies.map((reply, i) => (
            <div key={i} data-testid="feedback-reply">
              <p class={styles.message}>{reply.content}</p>
              <span class={styles.hint}>{format(reply.createTime)}</span>
            </div>
          ))
        ) : (
          <p class={styles.hint}>{t('feedback.noReply')}</p>
        )}
      </section>
    </article>
  );
}

// /feedback: what it is about, the message (10 to 1000 characters) and up to imagesLimit photos,
// checked and downscaled on the phone, with progress while they are prepared and sent. A retry
// after a failure is the same request (its requestId), so it never makes two feedbacks.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { FeedbackErrorCode } from '../../../contract/feedback';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEXT, type FeedbackCategory } from '../../../contract/feedback-fields';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { useMutation } from '../../widgets/use-mutation';
import { $sendFeedback } from './feedback-store';
import { MAX_PICKED_MB, photoProblem, preparePhoto } from './photo-prep';
import styles from './feedback.module.css';
import { feedbackCatalog } from './feedback-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, feedbackCatalog];

const CODES = {
  [FeedbackErrorCode.imageTypeRejected]: 'feedback.imageRejected',
  [FeedbackErrorCode.imageUnclean]: 'feedback.imageRejected',
  [FeedbackErrorCode.imageDimensions]: 'feedback.imageRejected',
  [FeedbackErrorCode.tooManyImages]: 'feedback.tooManyImages',
  [FeedbackErrorCode.dailyLimit]: 'feedback.dailyLimit',
} as const;

interface Picked {
  file: File;
  preview: string;
}

type Progress = { stage: 'preparing'; n: number; total: number } | { stage: 'sending'; share: number } | null;

export default function FeedbackPage() {
  const t = useT();
  const limit = Math.max(0, Math.min(6, useStore($config)?.feedbackConfig?.imagesLimit ?? 3));
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<{ category?: string; content?: string; photos?: string }>({});
  // Photos are prepared on the phone first (step n of total), then the send goes up (its share).
  const [preparing, setPreparing] = useState<{ n: number; total: number } | null>(null);
  const [share, setShare] = useState(0);
  const sending = useMutation($sendFeedback);
  const progress: Progress = preparing ? { stage: 'preparing', ...preparing } : sending.pending ? { stage: 'sending', share } : null;
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  // Previews are object URLs: freed when the page goes.
  const previews = useRef(photos);
  previews.current = photos;
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const pick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const room = limit - photos.length;
    const problems: string[] = [];
    const accepted: Picked[] = [];
    for (const file of chosen) {
      const problem = photoProblem(file);
      if (problem === 'type') problems.push(t('feedback.photoType', { name: file.name }));
      else if (problem === 'size') problems.push(t('feedback.photoSize', { name: file.name, max: MAX_PICKED_MB }));
      else if (accepted.length < room) accepted.push({ file, preview: URL.createObjectURL(file) });
      else problems.push(t('feedback.photoLimit', { max: limit }));
    }
    setPhotos([...photos, ...accepted]);
    setErrors({ ...errors, photos: [...new Set(problems)].join(' ') || undefined });
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index]!.preview);
    setPhotos(photos.filter((_, i) => i !== index));
    setErrors({ ...errors, photos: undefined });
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (progress) return;
    const text = content.trim();
    const next = {
      category: category ? undefined : t('feedback.chooseCategory'),
      content: text.length < FEEDBACK_TEXT.min ? t('feedback.textShort', { min: FEEDBACK_TEXT.min }) : text.length > FEEDBACK_TEXT.max ? t('feedback.textLong', { max: FEEDBACK_TEXT.max }) : undefined,
    };
    setErrors({ ...errors, ...next });
    if (next.category || next.content || !category) return;
    const ready: Blob[] = [];
    for (const [i, photo] of photos.entries()) {
      setPreparing({ n: i + 1, total: photos.length });
      try {
        ready.push(await preparePhoto(photo.file));
      } catch {
        setPreparing(null);
        setErrors({ ...errors, photos: t('feedback.photoUnreadable', { name: photo.file.name }) });
        return;
      }
    }
    setPreparing(null);
    setShare(0);
    sending.run({ category, content: text, photos: ready, onProgress: setShare }).then(
      (feedback) => {
        showToast(t('feedback.sent'), 'success');
        navigate(href('feedbackDetail', { params: { id: String(feedback.id) } }), { replace: true });
      },
      (error: unknown) => {
        const message = errorMessage(error, CODES);
        showToast(message.key === 'errors.network' || message.key === 'api.timeout' ? t('feedback.sendFailed') : t(message.key, message.params), 'error');
      },
    );
  };

  const steps = photos.length + 1;
  // Each photo's preparation is one step, and the upload (its bytes as they go up) the last.
  const done = progress?.stage === 'preparing' ? progress.n - 1 : progress?.stage === 'sending' ? photos.length + progress.share : 0;
  return (
    <Page
      title={t('feedback.title')}
      back
      actions={
        <a class={styles.headerLink} href={href('feedbackRecord')}>
          {t('feedback.record')}
        </a>
      }
    >
      <form class={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p class={styles.intro}>{t('feedback.intro')}</p>
        <fieldset class={styles.fieldset} aria-describedby={errors.category ? 'category-error' : undefined}>
          <legend class={styles.legend}>{t('feedback.category')}</legend>
          <div class={styles.categories} role="radiogroup" aria-label={t('feedback.category')}>
            {FEEDBACK_CATEGORIES.map((id) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={category === id}
                class={`${styles.category} ${category === id ? styles.on : ''}`}
                onClick={() => {
                  setCategory(id);
                  setErrors({ ...errors, category: undefined });
                }}
              >
                {t(`feedback.category.${id}`)}
              </button>
            ))}
          </div>
          {errors.category ? (
            <p id="category-error" class={styles.error} role="alert">
              {errors.category}
            </p>
          ) : null}
        </fieldset>

        <div class={styles.field}>
          <label class={styles.legend} for={textId}>
            {t('feedback.text')}
          </label>
          <textarea
            id={textId}
            class={`${styles.textarea} ${errors.content ? styles.invalid : ''}`}
            value={content}
            rows={6}
            maxLength={FEEDBACK_TEXT.max}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${textId}-hint${errors.content ? ` ${textId}-error` : ''}`}
            onInput={(e) => {
              setContent(e.currentTarget.value);
              if (errors.content) setErrors({ ...errors, content: undefined });
            }}
          />
          <div class={styles.below}>
            <span id={`${textId}-hint`} class={styles.hint}>
              {t('feedback.textHint')}
            </span>
            <span class={styles.hint} aria-hidden="true">
              {t('feedback.count', { count: content.trim().length, max: FEEDBACK_TEXT.max })}
            </span>
          </div>
          {errors.content ? (
            <p id={`${textId}-error`} class={styles.error} role="alert">
              {errors.content}
            </p>
          ) : null}
        </div>

        {limit > 0 ? (
          <div class={styles.field}>
            <span class={styles.legend}>{t('feedback.photos', { count: photos.length, max: limit })}</span>
            <span class={styles.hint}>{t('feedback.photosHint')}</span>
            <ul class={styles.photos}>
              {photos.map((photo, i) => (
                <li key={photo.preview} class={styles.photo}>
                  <img src={photo.preview} alt={t('feedback.photoAlt', { n: i + 1 })} />
                  <button type="button" class={styles.removePhoto} aria-label={t('feedback.removePhoto', { n: i + 1 })} onClick={() => remove(i)} disabled={progress !== null}>
                    <CloseIcon />
                  </button>
                </li>
              ))}
              {photos.length < limit ? (
                <li>
                  <label class={styles.addPhoto}>
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
                      multiple
                      class="visually-hidden"
                      data-testid="photo-input"
                      disabled={progress !== null}
                      onChange={(e) => pick(e.currentTarget.files)}
                    />
                    <span aria-hidden="true">+</span>
                    <span class={styles.addLabel}>{t('feedback.addPhoto')}</span>
                  </label>
                </li>
              ) : null}
            </ul>
            {errors.photos ? (
              <p class={styles.error} role="alert">
                {errors.photos}
              </p>
            ) : null}
          </div>
        ) : null}

        {progress ? (
          <div class={styles.progress} role="status">
            <progress max={steps} value={done} aria-label={progress.stage === 'sending' ? t('feedback.sending') : t('feedback.preparing', { n: progress.n, total: progress.total })} />
            <span>{progress.stage === 'sending' ? t('feedback.sending') : t('feedback.preparing', { n: progress.n, total: progress.total })}</span>
          </div>
        ) : null}
        <Button type="submit" block loading={progress !== null}>
          {t('feedback.send')}
        </Button>
      </form>
    </Page>
  );
}

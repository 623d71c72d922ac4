import { Fragment, type ComponentChildren } from 'preact';
import { Button } from './button';
import styles from './paged-list.module.css';

/** What a paged list shows (the server-state primitive's paged state fits it). */
export interface PagedListState<T> {
  items: readonly T[];
  /** 'idle' and 'loading': the first page is on its way. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** The next page failed (the items shown stay). */
  moreError?: unknown;
  /** Every item is shown. */
  done: boolean;
}

/** The words a paged list says, translated by its feature. */
interface PagedListText {
  empty: string;
  loadFailed: string;
  retry: string;
  loadMore: string;
  noMore: string;
}

export interface PagedListProps<T> {
  state: PagedListState<T>;
  /** One item as a list item (`<li>`). */
  renderItem: (item: T) => ComponentChildren;
  /** One placeholder list item, repeated while the first page loads. */
  skeleton: ComponentChildren;
  text: PagedListText;
  /** Loads the first page again. */
  onRetry: () => void;
  /** Loads the next page (again, after it failed). */
  onLoadMore: () => void;
  /** Names the list for tests. */
  testId?: string;
}

const SKELETON_ROWS = 4;

/**
 * A list loaded page by page: skeleton rows while the first page loads, an error with Retry,
 * the empty state, then the items with 'Load more' (and the error of a failed next page) until
 * 'No more'.
 */
export function PagedList<T>({ state, renderItem, skeleton, text, onRetry, onLoadMore, testId }: PagedListProps<T>) {
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <ul class={styles.list} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Fragment key={i}>{skeleton}</Fragment>
        ))}
      </ul>
    );
  }
  if (state.status === 'error') {
    return (
      <div class={styles.problem} role="alert">
        <p>{text.loadFailed}</p>
        <Button onClick={onRetry}>{text.retry}</Button>
      </div>
    );
  }
  if (state.items.length === 0) return <p class={styles.note}>{text.empty}</p>;
  const moreFailed = state.moreError !== undefined;
  return (
    <>
      <ul class={styles.list} data-testid={testId}>
        {state.items.map(renderItem)}
      </ul>
      {state.done ? (
        <p class={styles.note}>{text.noMore}</p>
      ) : (
        <div class={styles.problem}>
          {moreFailed ? <p role="alert">{text.loadFailed}</p> : null}
          <Button variant="secondary" loading={state.loadingMore} onClick={onLoadMore}>
            {moreFailed ? text.retry : text.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}

import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListState } from '../../../client/ui/paged-list';

const text = { empty: 'Nothing yet', loadFailed: 'Could not load', retry: 'Try again', loadMore: 'Load more', noMore: 'No more' };

function renderList(state: Partial<PagedListState<number>>) {
  const onRetry = vi.fn();
  const onLoadMore = vi.fn();
  const full: PagedListState<number> = { items: [], status: 'ready', loadingMore: false, done: false, ...state };
  const view = render(
    <PagedList
      state={full}
      testId="numbers"
      renderItem={(n) => <li key={n} data-testid="item">#{n}</li>}
      skeleton={<li data-testid="skeleton" />}
      text={text}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
    />,
  );
  return { onRetry, onLoadMore, ...view };
}

afterEach(cleanup);

describe('PagedList', () => {
  it.each(['idle', 'loading'] as const)('shows busy skeleton rows while the first page is %s', (status) => {
    renderList({ status });
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('skeleton')[0]!.parentElement!.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed first page shows the error and Retry, which calls onRetry', () => {
    const { onRetry, onLoadMore } = renderList({ status: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('an empty list shows the empty text, no button and no end text', () => {
    renderList({ items: [], done: true });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('items with Load more, which calls onLoadMore; a busy button while the next page loads', () => {
    const { onLoadMore } = renderList({ items: [1, 2] });
    expect(screen.getAllByTestId('item').map((li) => li.textContent)).toEqual(['#1', '#2']);
    expect(screen.getByTestId('numbers').tagName).toBe('UL');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    cleanup();
    renderList({ items: [1, 2], loadingMore: true });
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });

  it('a failed next page keeps the items and offers to try the next page again', () => {
    const { onLoadMore, onRetry } = renderList({ items: [1, 2], moreError: new Error('x') });
    expect(screen.getAllByTestId('item')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("the end shows 'No more' and no button", () => {
    renderList({ items: [1], done: true });
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

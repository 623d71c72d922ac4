// /notices: skeleton while loading, unread markers, opening a notice shows it whole and marks it
// read (the Account page's count follows the answer), the empty state, and an error with retry.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeRow } from '../../../../contract/notices';
import NoticesPage from '../../../../client/features/notices/notices-page';
import { $noticeUnread, $noticeWaiting } from '../../../../client/stores/notice-unread';
import { clearSession, signIn } from '../../../../client/stores/session';
import { buildAuth } from '../../../builders';
import { FakeFailure, fakeApi, noReply, type FakeReplies } from '../../fake-api';

const notice = (id: number, read: boolean): NoticeRow => ({ id, title: `Notice ${id}`, text: `The whole text of notice ${id}.`, read, createTime: Date.UTC(2026, 10, 20 + id) });

const page = () =>
  render(
    <LocationProvider>
      <NoticesPage />
    </LocationProvider>,
  );

let n = 0;
/** The operator's answers, then a session of this test's own (the stores load for it). */
function start(replies: FakeReplies) {
  const api = fakeApi(replies);
  signIn(buildAuth({}, `tok-notices-${++n}`));
  return api;
}

beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  clearSession();
});

describe('notices page', () => {
  it('shows a skeleton while the first page loads', () => {
    start({ noticeList: noReply });
    page();
    expect(document.querySelector('ul[aria-busy="true"]')).toBeTruthy();
  });

  it('marks unread notices; opening one shows its text and marks it read, and the unread count follows', async () => {
    const api = start({ noticeList: { list: [notice(2, false), notice(1, true)], pages: 1, total: 2, unread: 1 }, noticeRead: { unread: 0 } });
    const stop = $noticeWaiting.listen(() => undefined);
    await waitFor(() => expect($noticeUnread.get().data).toBe(1));
    page();
    expect(await screen.findByText('Notice 2')).toBeTruthy();
    expect(screen.getAllByTestId('notice-unread')).toHaveLength(1);
    const head = screen.getByRole('button', { name: /Notice 2/ });
    expect(head.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('notice-unread')).toBeNull();
    await waitFor(() => expect(api.posted('noticeRead')).toEqual([{ ids: [2] }]));
    await waitFor(() => expect($noticeWaiting.get()).toBe(false));
    // A notice already read is not marked again.
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(api.posted('noticeRead')).toHaveLength(1);
    stop();
  });

  it('says so when there is no notice', async () => {
    start({ noticeList: { list: [], pages: 1, total: 0, unread: 0 } });
    page();
    expect(await screen.findByText('No notices yet. Announcements from us will be kept here.')).toBeTruthy();
  });

  it('offers a retry when the list fails, which loads it', async () => {
    const api = start({ noticeList: new FakeFailure(500, { status: 500 }) });
    page();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer('noticeList', { list: [notice(1, false)], pages: 1, total: 1, unread: 1 });
    fireEvent.click(retry);
    expect(await screen.findByText('Notice 1')).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { $modals, clearPopupQueue, closeAllModals, closeModal, dropPopup, isModalOpen, openModal, queuePopup, setPopupScope } from '../../../client/stores/modals';

const names = () => $modals.get().map((m) => m.name);

beforeEach(() => {
  clearPopupQueue();
  setPopupScope([]);
  closeAllModals();
  sessionStorage.clear();
});

describe('modals store', () => {
  it('login, register and forget are mutually exclusive', () => {
    openModal({ name: 'login', tab: 'account' });
    openModal({ name: 'register', inviteCode: 'ABC' });
    expect(names()).toEqual(['register']);
    openModal({ name: 'forget', mobile: '9171234567' });
    expect(names()).toEqual(['forget']);
    openModal({ name: 'login' });
    expect(names()).toEqual(['login']);
  });

  it('other modals stay open beside an auth modal', () => {
    openModal({ name: 'ageNotice' });
    openModal({ name: 'login' });
    openModal({ name: 'register' });
    expect(names()).toEqual(['ageNotice', 'register']);
  });

  it('opening a modal again replaces it with the new props', () => {
    openModal({ name: 'tips', title: 'A', message: 'one' });
    openModal({ name: 'tips', title: 'B', message: 'two' });
    expect($modals.get()).toEqual([{ name: 'tips', title: 'B', message: 'two' }]);
  });

  it('closeModal and closeAllModals', () => {
    openModal({ name: 'ageNotice' });
    openModal({ name: 'login' });
    closeModal('login');
    expect(isModalOpen('login')).toBe(false);
    expect(isModalOpen('ageNotice')).toBe(true);
    closeAllModals();
    expect(names()).toEqual([]);
  });
});

describe('popup queue', () => {
  // The home guide and tips stand in for popups (rewards will queue the same way).
  const tips = (title: string) => ({ name: 'tips', title, message: title }) as const;

  it('shows the highest priority first, ties in queueing order, one at a time', () => {
    setPopupScope(['tips', 'homeGuide']);
    openModal({ name: 'bankruptcy' });
    queuePopup(tips('low'), { priority: 1, key: 'low' });
    queuePopup({ name: 'homeGuide' }, { priority: 5 });
    queuePopup(tips('low-too'), { priority: 1, key: 'low-too' });
    expect(names()).toEqual(['bankruptcy']);
    closeModal('bankruptcy');
    expect(names()).toEqual(['homeGuide']);
    closeModal('homeGuide');
    expect($modals.get()).toEqual([tips('low')]);
    closeModal('tips');
    expect($modals.get()).toEqual([tips('low-too')]);
    closeModal('tips');
    expect(names()).toEqual([]);
  });

  it('waits for the current modal (age notice, login) to close', () => {
    setPopupScope(['homeGuide']);
    openModal({ name: 'ageNotice' });
    queuePopup({ name: 'homeGuide' });
    expect(names()).toEqual(['ageNotice']);
    openModal({ name: 'login' });
    closeModal('ageNotice');
    expect(names()).toEqual(['login']);
    closeModal('login');
    expect(names()).toEqual(['homeGuide']);
  });

  it('shows at once when nothing is open', () => {
    setPopupScope(['homeGuide']);
    queuePopup({ name: 'homeGuide' });
    expect(names()).toEqual(['homeGuide']);
  });

  it('shows only on a route that allows it (never during a game), and waits for one', () => {
    setPopupScope(['ageNotice']);
    queuePopup({ name: 'homeGuide' });
    expect(names()).toEqual([]);
    setPopupScope(['homeGuide']);
    expect(names()).toEqual(['homeGuide']);
  });

  it('once: shows at most once per session, remembered in sessionStorage', () => {
    setPopupScope(['homeGuide']);
    queuePopup({ name: 'homeGuide' }, { once: true });
    expect(names()).toEqual(['homeGuide']);
    closeModal('homeGuide');
    queuePopup({ name: 'homeGuide' }, { once: true });
    expect(names()).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('popups_shown')!)).toEqual(['homeGuide']);
    sessionStorage.clear();
    queuePopup({ name: 'homeGuide' }, { once: true });
    expect(names()).toEqual(['homeGuide']);
  });

  it('without once, a popup may be queued again', () => {
    setPopupScope(['homeGuide']);
    queuePopup({ name: 'homeGuide' });
    closeModal('homeGuide');
    queuePopup({ name: 'homeGuide' });
    expect(names()).toEqual(['homeGuide']);
  });

  it('a dropped popup never shows; queueing the same key again replaces it', () => {
    setPopupScope(['tips']);
    openModal({ name: 'bankruptcy' });
    queuePopup(tips('first'), { key: 'promo' });
    queuePopup(tips('second'), { key: 'promo' });
    queuePopup(tips('gone'), { key: 'gone' });
    dropPopup('gone');
    closeModal('bankruptcy');
    expect($modals.get()).toEqual([tips('second')]);
    closeModal('tips');
    expect(names()).toEqual([]);
  });

  it('a popup in an exclusive group waits like any other, then replaces nothing', () => {
    setPopupScope(['register']);
    openModal({ name: 'login' });
    queuePopup({ name: 'register' });
    expect(names()).toEqual(['login']);
    closeModal('login');
    expect(names()).toEqual(['register']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modals, armPopups, clearPopupQueue, notePopupMoment, closeAllModals, closeModal, dropPopup, isModalOpen, openModal, queuePopup, setPopupScope } from '../../../client/stores/modals';

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
  // The home guide and tips stand in for popups (rewards queue the same way).
  const tips = (title: string) => ({ name: 'tips', title, message: title }) as const;
  // Every visit (test) starts idle, hands still, nothing shown yet.
  beforeEach(() => {
    localStorage.removeItem('popups_seen');
    stopArm = armPopups();
  });
  let stopArm = () => {};
  afterEach(() => stopArm());

  it('waits for the first screen to be idle', () => {
    clearPopupQueue();
    setPopupScope(['homeGuide']);
    queuePopup({ name: 'homeGuide' });
    expect(names()).toEqual([]);
    stopArm = armPopups();
    expect(names()).toEqual(['homeGuide']);
  });

  it('shows one popup per visit, the highest priority; the rest wait for later visits, oldest shown first', () => {
    setPopupScope(['tips', 'homeGuide']);
    openModal({ name: 'bankruptcy' });
    queuePopup(tips('low'), { priority: 1, key: 'low' });
    queuePopup({ name: 'homeGuide' }, { priority: 5 });
    queuePopup(tips('low-too'), { priority: 1, key: 'low-too' });
    expect(names()).toEqual(['bankruptcy']);
    closeModal('bankruptcy');
    expect(names()).toEqual(['homeGuide']);
    closeModal('homeGuide');
    expect(names()).toEqual([]);
    // The next visit: the ones never shown first, by priority then queueing order.
    const visit = () => {
      stopArm();
      clearPopupQueue();
      setPopupScope(['tips', 'homeGuide']);
      queuePopup(tips('low'), { priority: 1, key: 'low' });
      queuePopup({ name: 'homeGuide' }, { priority: 5 });
      queuePopup(tips('low-too'), { priority: 1, key: 'low-too' });
      stopArm = armPopups();
      const shown = $modals.get()[0];
      closeAllModals();
      return shown;
    };
    expect(visit()).toEqual(tips('low'));
    expect(visit()).toEqual(tips('low-too'));
    expect(visit()).toEqual({ name: 'homeGuide' });
  });

  it('opens nothing after the player has tapped outside a dialog; a tap inside one does not count', () => {
    vi.useFakeTimers();
    try {
      setPopupScope(['homeGuide', 'tips']);
      openModal({ name: 'ageNotice' });
      document.body.innerHTML = '<div role="dialog"><button id="in">Accept</button></div><button id="out">Log in</button>';
      document.getElementById('in')!.click();
      closeModal('ageNotice');
      queuePopup({ name: 'homeGuide' });
      expect(names()).toEqual([]);
      vi.advanceTimersByTime(1000);
      expect(names()).toEqual(['homeGuide']);
      closeModal('homeGuide');
      // Another visit, whose first tap is on the page: nothing opens by itself any more.
      stopArm();
      clearPopupQueue();
      stopArm = armPopups();
      document.getElementById('out')!.click();
      queuePopup(tips('late'));
      vi.advanceTimersByTime(5000);
      expect(names()).toEqual([]);
    } finally {
      vi.useRealTimers();
      document.body.innerHTML = '';
    }
  });

  it('tells a tap in a dialog by its ancestors’ roles, with no selector to parse in the tap’s task (issue 23)', () => {
    vi.useFakeTimers();
    const closest = vi.spyOn(Element.prototype, 'closest');
    try {
      setPopupScope(['homeGuide']);
      document.body.innerHTML = '<div role="alertdialog"><p><button id="in">OK</button></p></div><button id="out">Log in</button>';
      document.getElementById('in')!.click();
      queuePopup({ name: 'homeGuide' });
      vi.advanceTimersByTime(1000);
      expect(names()).toEqual(['homeGuide']);
      closeModal('homeGuide');
      stopArm();
      clearPopupQueue();
      stopArm = armPopups();
      document.getElementById('out')!.click();
      queuePopup({ name: 'homeGuide' });
      vi.advanceTimersByTime(5000);
      expect(names()).toEqual([]);
      expect(closest).not.toHaveBeenCalled();
    } finally {
      closest.mockRestore();
      vi.useRealTimers();
      document.body.innerHTML = '';
    }
  });

  it('holds back while the player scrolls, and opens a second after the last gesture', () => {
    vi.useFakeTimers();
    try {
      setPopupScope(['homeGuide']);
      dispatchEvent(new Event('scroll'));
      queuePopup({ name: 'homeGuide' });
      expect(names()).toEqual([]);
      vi.advanceTimersByTime(600);
      dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(600);
      expect(names()).toEqual([]);
      vi.advanceTimersByTime(400);
      expect(names()).toEqual(['homeGuide']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never opens over a field being filled', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<input id="field">';
      document.getElementById('field')!.focus();
      setPopupScope(['homeGuide']);
      queuePopup({ name: 'homeGuide' });
      vi.advanceTimersByTime(3000);
      expect(names()).toEqual([]);
      document.getElementById('field')!.blur();
      vi.advanceTimersByTime(1000);
      expect(names()).toEqual(['homeGuide']);
    } finally {
      vi.useRealTimers();
      document.body.innerHTML = '';
    }
  });

  it('the download prompt waits for a deposit or a win, and for the first minute to pass', () => {
    vi.useFakeTimers();
    try {
      setPopupScope(['download']);
      queuePopup({ name: 'download' });
      expect(names()).toEqual([]);
      notePopupMoment();
      const left = 60_000 - performance.now();
      if (left > 0) {
        expect(names()).toEqual([]);
        vi.advanceTimersByTime(left + 1);
      }
      expect(names()).toEqual(['download']);
    } finally {
      vi.useRealTimers();
    }
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
    expect(JSON.parse(sessionStorage.getItem('popups_shown')!)).toEqual(['homeGuide']);
    clearPopupQueue();
    stopArm = armPopups();
    queuePopup({ name: 'homeGuide' }, { once: true });
    expect(names()).toEqual([]);
    sessionStorage.clear();
    queuePopup({ name: 'homeGuide' }, { once: true });
    expect(names()).toEqual(['homeGuide']);
  });

  it('a dropped popup never shows; queueing the same key again replaces it', () => {
    setPopupScope(['tips']);
    openModal({ name: 'bankruptcy' });
    queuePopup(tips('first'), { key: 'promo' });
    queuePopup(tips('second'), { key: 'promo' });
    queuePopup(tips('gone'), { key: 'gone', priority: 1 });
    dropPopup('gone');
    closeModal('bankruptcy');
    expect($modals.get()).toEqual([tips('second')]);
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

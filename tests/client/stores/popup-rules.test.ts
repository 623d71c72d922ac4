// The popup queue's rules of issue 26 as pure functions: idle first, hands still for a second, one
// per visit before the first action, never over a field being filled, the download prompt only
// after a deposit or a win and never in the first minute; over visits, the longest-waiting first.
import { describe, expect, it } from 'vitest';
import { FIRST_MINUTE_MS, popupOrder, popupVerdict, QUIET_MS, type PopupFacts } from '../../../client/stores/popup-rules';

const calm: PopupFacts = { now: 5000, idle: true, lastGesture: -Infinity, acted: false, opened: 0, typing: false, rewardedAt: null };

describe('popupVerdict', () => {
  it('opens an offer on an idle first screen before any action', () => {
    expect(popupVerdict('notice', calm)).toEqual({ open: true });
  });

  it('waits for the first screen to be idle', () => {
    expect(popupVerdict('notice', { ...calm, idle: false })).toEqual({ open: false });
  });

  it('holds back for a second after a gesture, then asks again', () => {
    expect(popupVerdict('notice', { ...calm, lastGesture: 4500 })).toEqual({ open: false, at: 4500 + QUIET_MS });
    expect(popupVerdict('notice', { ...calm, lastGesture: 4000 })).toEqual({ open: true });
  });

  it('one per visit, and none after the first action: the rest wait for a later visit', () => {
    expect(popupVerdict('inviteSpin', { ...calm, opened: 1 })).toEqual({ open: false });
    expect(popupVerdict('homeGuide', { ...calm, acted: true })).toEqual({ open: false });
  });

  it('never over a field being filled', () => {
    expect(popupVerdict('notice', { ...calm, typing: true })).toEqual({ open: false, at: calm.now + QUIET_MS });
  });

  it('the download prompt: only after a deposit or a win, never in the first minute, even after other popups and actions', () => {
    expect(popupVerdict('download', calm)).toEqual({ open: false });
    expect(popupVerdict('download', { ...calm, rewardedAt: 3000 })).toEqual({ open: false, at: FIRST_MINUTE_MS });
    const later = { ...calm, now: 90_000, rewardedAt: 80_000, acted: true, opened: 1 };
    expect(popupVerdict('download', later)).toEqual({ open: true });
    expect(popupVerdict('download', { ...later, lastGesture: 89_500 })).toEqual({ open: false, at: 90_500 });
  });
});

describe('popupOrder', () => {
  const queue = [
    { key: 'a', priority: -1 },
    { key: 'guide', priority: 0 },
    { key: 'b', priority: -2 },
    { key: 'c', priority: -2 },
  ];
  it('never shown first, by priority then queueing order', () => {
    expect(popupOrder(queue, {}).map((p) => p.key)).toEqual(['guide', 'a', 'b', 'c']);
  });
  it('then the one shown longest ago, so each later visit shows the next', () => {
    expect(popupOrder(queue, { guide: 10, a: 20 }).map((p) => p.key)).toEqual(['b', 'c', 'guide', 'a']);
    expect(popupOrder(queue, { guide: 10, a: 20, b: 30, c: 5 }).map((p) => p.key)).toEqual(['c', 'guide', 'a', 'b']);
  });
});

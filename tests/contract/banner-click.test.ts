import { describe, expect, it } from 'vitest';
import { ClickType, type ActivityInfo } from '../../contract/activities';
import { ACTIVITY_ROUTES, bannerClickAction, isDeadEnd, isDone, type BannerAction } from '../../contract/banner-click';

const activity = (fields: Partial<ActivityInfo>): ActivityInfo => ({
  id: 8,
  title: 'VIP',
  banner: '/sandbox/art/banners/8.svg',
  sort: 1,
  type: 0,
  clickAction: 0,
  clickType: ClickType.internal,
  unloginShowStatus: 1,
  themeUrl: '',
  gameId: 0,
  linkUrl: '',
  ...fields,
});

// Pages as if VIP, sign-in, tasks and the bonus event existed (the real table is tested below).
const FUTURE = ['/vip/level', '/activity/sign-in', '/bonus/tasks', '/bonus/event'];
const hasPage = (path: string) => FUTURE.includes(path) || path.startsWith('/wallets') || path.startsWith('/game/start');
const member = { loggedIn: true, hasModal: (name: string) => ['login', 'register'].includes(name), hasPage };
const guest = { loggedIn: false, hasModal: (name: string) => ['login', 'register'].includes(name), hasPage };

describe('banner click rules', () => {
  const table: [string, Partial<ActivityInfo>, Parameters<typeof bannerClickAction>[1], BannerAction][] = [
    ['clickType 1 → the activity route (VIP)', { id: 8 }, member, { kind: 'navigate', path: '/vip/level' }],
    ['clickType 1 → FreeSign', { id: 36 }, member, { kind: 'navigate', path: '/activity/sign-in' }],
    ['clickType 1 → Tasks1 shares Tasks', { id: 10000 }, member, { kind: 'navigate', path: '/bonus/tasks' }],
    ['clickType 1 → default entry 0 is the deposit tab', { id: 0 }, member, { kind: 'navigate', path: '/wallets?name=deposit' }],
    ['clickType 1 with no route → nothing', { id: 25 }, member, { kind: 'none' }],
    ['themeUrl (path) overrides the map', { id: 8, themeUrl: '/bonus/event' }, member, { kind: 'navigate', path: '/bonus/event' }],
    ['themeUrl (https) opens a tab', { id: 8, themeUrl: 'https://promo.example/vip' }, member, { kind: 'external', url: 'https://promo.example/vip' }],
    ['themeUrl with javascript: is refused', { id: 8, themeUrl: 'javascript:alert(1)' }, member, { kind: 'none' }],
    ['themeUrl protocol-relative is refused', { id: 8, themeUrl: '//evil.example/x' }, member, { kind: 'none' }],
    ['clickType 2 starts the game with the activity', { id: 60, clickType: ClickType.startGame, gameId: 1001 }, member, { kind: 'navigate', path: '/game/start?gameId=1001&activityId=60' }],
    ['clickType 2 without a game → nothing', { id: 60, clickType: ClickType.startGame, gameId: 0 }, member, { kind: 'none' }],
    ['clickType 3 https → external', { id: 29, clickType: ClickType.externalLink, linkUrl: 'https://example.com/a' }, member, { kind: 'external', url: 'https://example.com/a' }],
    ['clickType 3 http → refused', { id: 29, clickType: ClickType.externalLink, linkUrl: 'http://example.com/a' }, member, { kind: 'none' }],
    ['clickType 3 javascript: → refused', { id: 29, clickType: ClickType.externalLink, linkUrl: 'javascript:alert(1)' }, member, { kind: 'none' }],
    ['clickType 3 data: → refused', { id: 29, clickType: ClickType.externalLink, linkUrl: 'data:text/html,x' }, member, { kind: 'none' }],
    ['guest + unloginShowStatus 0 → login', { id: 8, unloginShowStatus: 0 }, guest, { kind: 'login' }],
    ['member + unloginShowStatus 0 → follows the rule', { id: 8, unloginShowStatus: 0 }, member, { kind: 'navigate', path: '/vip/level' }],
    ['guest + unloginShowStatus 1 → follows the rule', { id: 36 }, guest, { kind: 'navigate', path: '/activity/sign-in' }],
    ['clickAction 20 without a spin modal → unavailable', { id: 20, clickAction: 20 }, member, { kind: 'unavailable' }],
    ['clickAction 20 with the spin modal → the modal', { id: 20, clickAction: 20 }, { loggedIn: true, hasModal: (name: string) => ['inviteSpin'].includes(name) }, { kind: 'modal', name: 'inviteSpin' }],
    ['LuckyJackpot without a jackpot modal → unavailable', { id: 47 }, member, { kind: 'unavailable' }],
    ['LuckyJackpot with a jackpot modal → the modal', { id: 47 }, { loggedIn: true, hasModal: (name: string) => ['jackpot'].includes(name) }, { kind: 'modal', name: 'jackpot' }],
    ['a route that is not a page → unavailable', { id: 51 }, member, { kind: 'unavailable' }],
    ['a themeUrl that is not a page → unavailable', { id: 8, themeUrl: '/nowhere' }, member, { kind: 'unavailable' }],
    ['guest + members-only dead end → unavailable, not login', { id: 51, unloginShowStatus: 0 }, guest, { kind: 'unavailable' }],
  ];

  it.each(table)('%s', (_name, fields, context, expected) => {
    expect(bannerClickAction(activity(fields), context)).toEqual(expected);
  });

  it('maps every activity of the spec table', () => {
    expect(ACTIVITY_ROUTES).toMatchObject({
      4: '/auth/bind',
      8: '/vip/level',
      9: '/points',
      16: '/activity/bank',
      20: '/activity/spin',
      21: '/activity/follow',
      28: '/bonus/rebate',
      36: '/activity/sign-in',
      41: '/agent',
      42: '/bonus/tasks',
      44: '/activity/first-deposit',
      45: '/vip/rebate',
      51: '/activity/slotshack',
      55: '/activity/lottery',
    });
  });

  it('against the real route table: jackpot is a dead end today; invite spin (its modal), agent, slots hack, VIP, sign-in, tasks, rebate, first deposit, accumulated deposits, deposit, bind, points, fund and follow are not', () => {
    const hasModal = (name: string) => ['login', 'register', 'inviteSpin'].includes(name);
    for (const fields of [{ id: 47 }]) {
      expect(isDeadEnd(activity(fields), hasModal), JSON.stringify(fields)).toBe(true);
    }
    for (const fields of [{ id: 20, clickAction: 20 }, { id: 41 }, { id: 0 }, { id: 4 }, { id: 8 }, { id: 9 }, { id: 16 }, { id: 21 }, { id: 36 }, { id: 42 }, { id: 45 }, { id: 10000 }, { id: 44 }, { id: 28 }, { id: 25 }, { id: 51 }, { id: 60, clickType: ClickType.startGame, gameId: 1001 }, { id: 29, clickType: ClickType.externalLink, linkUrl: 'https://example.com/a' }]) {
      expect(isDeadEnd(activity(fields), hasModal), JSON.stringify(fields)).toBe(false);
    }
  });
});

describe('isDone', () => {
  it('the Bind banner is done once a phone is linked; other banners never are', () => {
    expect(isDone({ id: 4 }, '9171234567')).toBe(true);
    expect(isDone({ id: 4 }, '')).toBe(false);
    expect(isDone({ id: 4 }, null)).toBe(false);
    expect(isDone({ id: 8 }, '9171234567')).toBe(false);
  });
});

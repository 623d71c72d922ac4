// A small catalogue, after-login info and a fake IntersectionObserver for the games store, lobby
// and search tests.
import type { CallResponse } from '../../../../contract/all';
import type { AppConfig } from '../../../../contract/core';
import type { AppGame } from '../../../../contract/games';
import { buildConfig } from '../../../builders';

const game = (id: number, name: string, fields: Partial<AppGame> = {}): AppGame => ({
  id,
  name,
  gameTypeId: 1,
  gameBrandId: 10,
  gamePlatformId: 100,
  gameTagIds: [],
  img: `games/${id}.svg`,
  status: 1,
  sort: id,
  tryIt: 0,
  ...fields,
});

export const testGames: AppGame[] = [
  game(1003, 'Golden Dragon', { sort: 3, gameTagIds: [7] }),
  game(1001, 'Piñata Fiesta', { sort: 1, tryIt: 1, gameTagIds: [7, 8] }),
  game(1002, 'Lucky Fortune', { sort: 2, gameBrandId: 11 }),
  game(1004, 'Disabled Game', { status: 0 }),
  game(2001, 'Crash Rocket', { gameTypeId: 2, gameBrandId: 11, gamePlatformId: 101, sort: 1 }),
  game(3001, 'Fish Hunter', { gameTypeId: 3, sort: 1 }),
];

export function testConfig(fields: Partial<AppConfig> = {}): AppConfig {
  return buildConfig({
    v: 1,
    gameListVersion: 5,
    gameResourceUrl: '/sandbox/art/',
    appGameList: testGames,
    appGameTypeList: [
      { id: 2, name: 'Crash', status: 1, sort: 2, icon: '' },
      { id: 1, name: 'Slots', status: 1, sort: 1, icon: '' },
      { id: 3, name: 'Fishing', status: 0, sort: 3, icon: '' },
    ],
    appGameBrandList: [
      { id: 11, name: 'Beta', status: 1, sort: 2, logo: '' },
      { id: 10, name: 'Alpha', status: 1, sort: 1, logo: '' },
    ],
    appGamePlatformList: [
      { id: 100, name: 'Web', status: 1, sort: 1 },
      { id: 101, name: 'Native', status: 1, sort: 2 },
    ],
    appGameTagList: [
      { id: 8, name: 'New', sort: 2 },
      { id: 7, name: 'Hot', sort: 1 },
    ],
    clientConfig: { lobbyBonusAmount: 0, tutorialVersion: 1, email: '' },
    ...fields,
  });
}

/** The after-login info of a player with these likes, history and activities. */
export function afterLoginInfo(fields: { gameLikes?: number[]; gameHistory?: number[]; activityIds?: number[] } = {}): CallResponse<'getAfterLoginInfoWeb'> {
  const { gameLikes = [], gameHistory = [], activityIds = [] } = fields;
  return { appGameDataUser: { gameLikes, gameHistory }, inviteCode: 'X', aid: 0, activityIds };
}

/** A fake IntersectionObserver: tests decide what becomes visible, and how much. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `target` as visible by `ratio` to every observer watching it. */
  static show(target: Element, ratio = 1) {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
  static reset() {
    FakeIntersectionObserver.instances = [];
  }
}

// The game catalogue: 310 fictional games generated from word lists with a fixed-seed PRNG, so
// the list is the same on every start and on every machine. Changing anything here changes the
// list, and seed/catalogue-upgrade.ts then bumps `gameListVersion` for existing databases.
import type { AppGame, AppGameBrand, AppGamePlatform, AppGameTag, AppGameType } from '../../../contract/games';
import { seededRandom } from '../lib/random';

export const GAME_RESOURCE_URL = '/sandbox/art/';

export const GAME_TYPES: AppGameType[] = [
  { id: 1, name: 'Slots', status: 1, sort: 1, icon: '/assets/game-types/slots.svg' },
  { id: 2, name: 'Live Casino', status: 1, sort: 2, icon: '/assets/game-types/live.svg' },
  { id: 3, name: 'Fishing', status: 1, sort: 3, icon: '/assets/game-types/fishing.svg' },
  { id: 4, name: 'Table Games', status: 1, sort: 4, icon: '/assets/game-types/table.svg' },
  { id: 5, name: 'Sabong', status: 0, sort: 5, icon: '/assets/game-types/sabong.svg' },
];

export const GAME_BRANDS: AppGameBrand[] = [
  { id: 1, name: 'Sunrise Gaming', status: 1, sort: 1, logo: '/assets/brands/sunrise.svg' },
  { id: 2, name: 'Bayani Studios', status: 1, sort: 2, logo: '/assets/brands/bayani.svg' },
  { id: 3, name: 'Perlas Live', status: 1, sort: 3, logo: '/assets/brands/perlas.svg' },
  { id: 4, name: 'Tala Interactive', status: 1, sort: 4, logo: '/assets/brands/tala.svg' },
  { id: 5, name: 'Habagat Games', status: 1, sort: 5, logo: '/assets/brands/habagat.svg' },
  { id: 6, name: 'Kidlat Play', status: 1, sort: 6, logo: '/assets/brands/kidlat.svg' },
  { id: 7, name: 'Alon Entertainment', status: 1, sort: 7, logo: '/assets/brands/alon.svg' },
];

export const GAME_PLATFORMS: AppGamePlatform[] = [
  { id: 1, name: 'Luzon Hub', status: 1, sort: 1 },
  { id: 2, name: 'Visayas Hub', status: 1, sort: 2 },
  { id: 3, name: 'Mindanao Hub', status: 1, sort: 3 },
];

export const GameTag = { hot: 1, new: 2, jackpot: 3, popular: 4, classic: 5, megaways: 6, bonusBuy: 7 } as const;

export const GAME_TAGS: AppGameTag[] = [
  { id: GameTag.hot, name: 'Hot', sort: 1 },
  { id: GameTag.new, name: 'New', sort: 2 },
  { id: GameTag.jackpot, name: 'Jackpot', sort: 3 },
  { id: GameTag.popular, name: 'Popular', sort: 4 },
  { id: GameTag.classic, name: 'Classic', sort: 5 },
  { id: GameTag.megaways, name: 'Megaways', sort: 6 },
  { id: GameTag.bonusBuy, name: 'Bonus Buy', sort: 7 },
];

const SLOT_FIRST = ['Golden', 'Lucky', 'Mighty', 'Royal', 'Sweet', 'Wild', 'Mystic', 'Blazing', 'Sunny', 'Jolly', 'Shining', 'Magical', 'Dancing', 'Happy', 'Brave'];
const SLOT_SUBJECT = [
  'Carabao', 'Mango', 'Jeepney', 'Sampaguita', 'Tarsier', 'Adobo', 'Halo-Halo', 'Bangka', 'Perlas', 'Bayani', 'Diwata', 'Tikbalang',
  'Sarimanok', 'Kalamansi', 'Fiesta', 'Boracay', 'Banaue', 'Palawan', 'Taal', 'Parol', 'Agila', 'Maharlika', 'Bahay Kubo', 'Tinikling',
];
const SLOT_SUFFIX = ['Fortune', 'Riches', 'Jackpot', 'Treasures', 'Gems', 'Deluxe', 'Frenzy', 'Bonanza', 'Gold', 'Megaways', 'Nights', 'Blessings'];
const LIVE_GAMES = ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Color Game', 'Lucky 9', 'Teen Patti', 'Andar Bahar', 'Fan Tan'];
const LIVE_PLACES = ['Manila', 'Cebu', 'Davao', 'Makati', 'Iloilo', 'Baguio', 'Vigan', 'Bohol', 'Perlas', 'Tagaytay', 'Zamboanga', 'Subic'];
const FISH_FIRST = ['Reef', 'Isda', 'Dagat', 'Lapu-Lapu', 'Bangus', 'Pawikan', 'Coral', 'Ocean', 'Tuna', 'Pearl', 'Lagoon', 'Tide'];
const FISH_SUFFIX = ['Hunter', 'Fiesta', 'King', 'Party', 'Legends', 'Catch', 'Blast', 'Masters', 'Quest', 'Rush'];
const TABLE_GAMES = ['Pusoy Dos', 'Tongits', 'Pusoy', 'Lucky 9', 'Baccarat', 'Poker', 'Mahjong', 'Blackjack', 'Sakla', 'Pares-Pares', 'Hi-Lo', 'Rummy'];
const TABLE_STYLE = ['Classic', 'Royale', 'Turbo', 'Gold', 'Barkada', 'Express', 'Deluxe', 'Grand', 'Pro', 'Fiesta'];

interface TypePlan {
  typeId: number;
  firstId: number;
  count: number;
  brands: readonly number[];
  name: (pick: <T>(list: readonly T[]) => T) => string;
  tryItShare: number;
}

const PLANS: TypePlan[] = [
  { typeId: 1, firstId: 1001, count: 170, brands: [1, 2, 4, 5, 6, 7], name: (p) => `${p(SLOT_FIRST)} ${p(SLOT_SUBJECT)} ${p(SLOT_SUFFIX)}`, tryItShare: 0.9 },
  { typeId: 2, firstId: 2001, count: 60, brands: [3, 7], name: (p) => `${p(LIVE_GAMES)} ${p(LIVE_PLACES)}`, tryItShare: 0 },
  { typeId: 3, firstId: 3001, count: 35, brands: [2, 5, 6], name: (p) => `${p(FISH_FIRST)} ${p(FISH_SUFFIX)}`, tryItShare: 0.6 },
  { typeId: 4, firstId: 4001, count: 45, brands: [1, 4, 6], name: (p) => `${p(TABLE_GAMES)} ${p(TABLE_STYLE)}`, tryItShare: 0.5 },
];

const CATALOGUE_SEED = 0x5eed_2026;

/** Games that the seeded activities and tests rely on; always enabled with demo play. */
export const PINNED_ENABLED_GAMES = [1001];

/** Generates the catalogue (the same list on every call). */
export function generateCatalogue(): AppGame[] {
  const random = seededRandom(CATALOGUE_SEED);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const usedNames = new Set<string>();
  const games: AppGame[] = [];
  for (const plan of PLANS) {
    // A shuffled sort order per type, so the lobby order is not simply by id.
    const sorts = Array.from({ length: plan.count }, (_, i) => i + 1);
    for (let i = sorts.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [sorts[i], sorts[j]] = [sorts[j], sorts[i]];
    }
    for (let index = 0; index < plan.count; index++) {
      const id = plan.firstId + index;
      let name = plan.name(pick);
      for (let attempt = 2; usedNames.has(name); attempt++) name = attempt < 20 ? plan.name(pick) : `${plan.name(pick)} ${attempt}`;
      usedNames.add(name);
      const tags = new Set<number>();
      if (random() < 0.15) tags.add(GameTag.hot);
      if (random() < 0.12) tags.add(GameTag.new);
      if (random() < 0.2) tags.add(GameTag.popular);
      if (plan.typeId === 1 && /Jackpot|Fortune/.test(name)) tags.add(GameTag.jackpot);
      if (/Megaways/.test(name)) tags.add(GameTag.megaways);
      if (plan.typeId === 1 && random() < 0.1) tags.add(GameTag.bonusBuy);
      if (/Classic/.test(name) || random() < 0.06) tags.add(GameTag.classic);
      const pinned = PINNED_ENABLED_GAMES.includes(id);
      games.push({
        id,
        name,
        gameTypeId: plan.typeId,
        gameBrandId: pick(plan.brands),
        gamePlatformId: 1 + Math.floor(random() * GAME_PLATFORMS.length),
        gameTagIds: [...tags].sort((a, b) => a - b),
        img: `games/${id}.svg`,
        status: pinned || random() >= 0.04 ? 1 : 0,
        sort: sorts[index],
        tryIt: pinned || random() < plan.tryItShare ? 1 : 0,
      });
    }
  }
  return games;
}

/** The catalogue, generated once per process. */
export const CATALOGUE: readonly AppGame[] = generateCatalogue();

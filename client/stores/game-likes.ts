// Liking a game: shown at once, confirmed with gameLike (a mutation); a failure puts it back with
// a toast. Its own module beside games.ts, so that pages which only read the games (the game page)
// do not carry it; the mutation's module loads with the first like, so the lobby does not either.
import { call } from '../api/http';
import * as gamesCalls from '../../contract/games';
import { $likedIds, integerIds, setGameData } from './games';
import { t } from './locale';
import { openModal } from './modals';
import type { Mutation } from './server-state-mutation';
import { $isLoggedIn, $token } from './session';
import { showToast } from './toast';

type Like = { gameId: number; like: 0 | 1 };

let sender: Promise<Mutation<Like, unknown>> | undefined;

// The answer is for the player who liked: a logout meanwhile drops it (no toast either).
const likeSender = () =>
  (sender ??= import('./server-state-mutation').then((m) =>
    m.mutation($token, (body: Like) => call(gamesCalls.gameLike, body), {
      done: (answer) => setGameData({ gameLikes: integerIds(answer.gameLikeIds) }),
      failed: (_error, { gameId, like }) => {
        // Put back only this game's state: other likes may have changed meanwhile.
        const now = $likedIds.get().filter((id) => id !== gameId);
        setGameData({ gameLikes: like ? now : [gameId, ...now] });
        showToast(t(like ? 'games.likeFailed' : 'games.unlikeFailed'), 'error');
      },
    }),
  ));

/** Likes or unlikes a game at once, then confirms with gameLike; a failure puts it back with a toast. Guests get the login modal. */
export async function toggleLike(gameId: number): Promise<void> {
  if (!$isLoggedIn.get()) {
    openModal({ name: 'login' });
    return;
  }
  const before = $likedIds.get();
  const like = before.includes(gameId) ? 0 : 1;
  setGameData({ gameLikes: like ? [gameId, ...before] : before.filter((id) => id !== gameId) });
  const token = $token.get();
  const $sendLike = await likeSender();
  // Not sent for another player (signed in while the module loaded).
  if ($token.get() === token) await $sendLike.run({ gameId, like }).catch(() => undefined);
}

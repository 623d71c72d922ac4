// The client functions of the games calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/games';
import { caller } from '../http';

export const startGame = /*#__PURE__*/ caller(rows.startGame);
export const exitGame = /*#__PURE__*/ caller(rows.exitGame);
export const gameLike = /*#__PURE__*/ caller(rows.gameLike);
export const online = /*#__PURE__*/ caller(rows.online);

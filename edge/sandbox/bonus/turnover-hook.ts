// Every settled real-money bet counts toward the player's locked bonuses, inside the bet's
// transaction, so a withdrawal racing the bet sees either both or neither.
import type { SettlementHook } from '../hooks';
import { readCoin } from '../users/service';
import { applyTurnover } from './grants';

export const bonusTurnoverHook: SettlementHook = ({ db, userId, betAmount, now }) => applyTurnover(db, userId, betAmount, readCoin(db, userId) ?? 0, now);

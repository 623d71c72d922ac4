// The lottery (contract/lottery.ts): each draw once drawn (its numbers, how many tickets and
// winners), each order once per request id (the coupons it took), its tickets with their numbers
// and, after the draw, what each matched and paid; and the real-money bets of each Manila day
// that earn coupons. The coupons themselves are prop holdings (migration 017).
import type { Migration } from '../db-types';

export const migration018: Migration = {
  version: 18,
  sql: `
CREATE TABLE lottery_draws (
  id INTEGER PRIMARY KEY,
  close_at INTEGER NOT NULL,
  numbers TEXT NOT NULL,
  tickets INTEGER NOT NULL,
  winners INTEGER NOT NULL,
  settled_at INTEGER NOT NULL
);
CREATE TABLE lottery_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  request_id TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  draw_id INTEGER NOT NULL,
  close_at INTEGER NOT NULL,
  coupon_prop_id INTEGER NOT NULL,
  coupons INTEGER NOT NULL,
  quick_pick INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX lottery_orders_by_user ON lottery_orders (user_id, id);
CREATE TABLE lottery_tickets (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES lottery_orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  draw_id INTEGER NOT NULL,
  close_at INTEGER NOT NULL,
  numbers TEXT NOT NULL,
  matches INTEGER,
  coin INTEGER NOT NULL DEFAULT 0,
  prop_id INTEGER NOT NULL DEFAULT 0,
  prop_count INTEGER NOT NULL DEFAULT 0,
  settled_at INTEGER
);
CREATE INDEX lottery_tickets_open ON lottery_tickets (settled_at, close_at);
CREATE INDEX lottery_tickets_by_order ON lottery_tickets (order_id);
CREATE INDEX lottery_tickets_won ON lottery_tickets (user_id, matches, id);
CREATE TABLE lottery_bet_days (
  user_id INTEGER NOT NULL REFERENCES users (id),
  day TEXT NOT NULL,
  bet INTEGER NOT NULL DEFAULT 0,
  coupons INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
`,
};

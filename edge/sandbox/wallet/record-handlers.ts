// walletRecord: the player's deposits and withdrawals together, newest first, paged (the two owners
// each give their newest rows of the range; the page is cut from the merge).
import type { WalletRecordRow } from '../../../contract/wallet';
import { requireSession, type Handler } from '../handler';
import { countOrders, recentOrders } from './deposit-orders';
import { countWithdrawals, recentWithdrawals } from './withdrawals';

export const walletRecord: Handler<'walletRecord'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const config = ctx.config.get();
  const range = { startTime: req.startTime, endTime: req.endTime };
  const upTo = req.pageNum * req.pageSize;
  const rows: WalletRecordRow[] = [];
  let total = 0;
  if (req.type !== 'withdraw') {
    total += countOrders(ctx.db, userId, range);
    for (const order of recentOrders(ctx.db, userId, range, upTo, ctx.now)) {
      rows.push({
        type: 'deposit',
        orderNo: order.orderNo,
        amount: order.amount,
        status: order.status,
        channel: config.appRechargeTypeMap[String(order.typeId)]?.name ?? order.provider,
        createTime: order.createTime,
        ...(order.doneTime === undefined ? {} : { doneTime: order.doneTime }),
      });
    }
  }
  if (req.type !== 'deposit') {
    total += countWithdrawals(ctx.db, userId, range);
    for (const w of recentWithdrawals(ctx.db, userId, range, upTo)) {
      rows.push({
        type: 'withdraw',
        orderNo: w.orderNo,
        amount: w.amount,
        status: w.status,
        channel: w.accountLabel,
        createTime: w.createTime,
        ...(w.doneTime === undefined ? {} : { doneTime: w.doneTime }),
      });
    }
  }
  rows.sort((a, b) => b.createTime - a.createTime || (a.orderNo < b.orderNo ? 1 : -1));
  return { list: rows.slice(upTo - req.pageSize, upTo), total, pages: Math.ceil(total / req.pageSize) };
};

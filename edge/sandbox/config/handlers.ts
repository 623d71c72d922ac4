// preLogin, anonymous/appConfig, anonymous/appTheme and anonymous/appThemePreview.
import { ErrorCode } from '../../../contract/call-row';
import { CallFailure, type Handler } from '../handler';
import { userInfo } from '../member/service';
import { gameListDelta } from './game-list-history';
import { activeTheme, findTheme } from './theme-store';

export const preLogin: Handler<'preLogin'> = (ctx, req) => {
  const current = ctx.config.get();
  const held = req.gameListVersion;
  // The client already holds this list, or an older one it can bring up to date with what changed
  // since: send the rest of the config without it.
  const unchanged = held === current.gameListVersion;
  const delta = held === undefined || unchanged ? undefined : gameListDelta(ctx.db, held, current);
  const config = unchanged || delta ? { ...current, appGameList: [] } : current;
  const body = {
    maintenance: config.maintenance,
    config,
    appCustomerServiceQueue: config.appCustomerServiceQueue,
    ...(unchanged ? { gameListUnchanged: true } : {}),
    ...(delta ? { gameListDelta: delta } : {}),
  };
  // The same view as after login (KYC and member flags included).
  const user = ctx.session ? userInfo(ctx.db, ctx.session.userId, ctx.now) : undefined;
  if (user) return { ...body, user };
  // A stale token: the client clears its session; the config still comes so start-up can go on.
  if (ctx.tokenPresented) throw new CallFailure(ErrorCode.unauthorized, 'Session expired', body);
  return body;
};

export const appConfig: Handler<'anonymous/appConfig'> = (ctx, req) => {
  const config = ctx.config.get();
  if (req.v === config.v) return { v: config.v, maintenance: config.maintenance };
  return { v: config.v, maintenance: config.maintenance, config };
};

export const appTheme: Handler<'anonymous/appTheme'> = (ctx) => {
  const theme = activeTheme(ctx.db);
  if (!theme) throw new CallFailure(ErrorCode.notFound, 'No theme configured');
  return { appTheme: theme };
};

export const appThemePreview: Handler<'anonymous/appThemePreview'> = (ctx, req) => {
  const theme = findTheme(ctx.db, req.themeViewId);
  if (!theme) throw new CallFailure(ErrorCode.notFound, 'Theme not found');
  return { appTheme: theme };
};

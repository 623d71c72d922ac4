// The handler of every call of the contract. Call names appear here as keys only; the mapped
// type makes a call without a handler a type error.
import type { HandlerRegistry } from './handler';
import { accountLogin, accountLoginSms, logout } from './auth/login-handlers';
import { accountRegist, accountRegist4 } from './auth/register-handlers';
import { smsSend } from './auth/sms-handlers';
import { bindAccount, forgetPassword, initPassword } from './auth/password-handlers';
import { bindSocialAccount, facebookLogin, googleLogin, lineLogin } from './auth/social-handlers';
import { appConfig, appTheme, appThemePreview, preLogin } from './config/handlers';
import { appEventLogClient } from './events/handlers';
import { refreshData } from './member/refresh-handlers';
import { getActivityIds } from './activities/handlers';
import { exitGame, gameLike, getAfterLoginInfoWeb, online, startGame } from './games/handlers';
import { betRecord, betRecordDays, betRecordReport } from './records/handlers';
import { addKyc, kyc, uploadKyc } from './kyc/handlers';
import { getRechargeInfo, recharge, rechargeOrder } from './wallet/deposit-handlers';
import { addBankInfo, bankInfoList, modifyBankInfo } from './wallet/account-handlers';
import { exchange, getExchange } from './wallet/withdraw-handlers';
import { walletRecord } from './wallet/record-handlers';
import { retrieveBalance } from './wallet/retrieve-handlers';
import { appUserCoinDetail } from './ledger/handlers';
import { getSelfLimits, requestPayout, setRealityCheck, setSelfLimit, startPlayBreak } from './limits/handlers';
import { activityGetStatusList } from './awards/handlers';
import { getCustomerServices } from './service/handlers';
import { feedbackDetail, feedbackList, feedbackSave } from './feedback/handlers';
import { delMail, getMail2, getMailDetail, receiveMail } from './mail/handlers';
import { noticeList, noticeRead } from './notices/handlers';
import { appVipUserReceiveDaily, getVipInfo, receiveVipBonusUser } from './vip/handlers';
import { activityAwardGetLog } from './bonus/handlers';
import { betBonus, betBonusByTypeReceive, betBonusLog, betBonusReceive, getVipLevelAudit } from './rebate/handlers';
import { appVipUserReceiveSignInAward, loginBonus3User, loginBonus3UserReceive, signIn, signInInfo } from './sign-in/handlers';
import { firstDepositInfo, rechargeTotalInfo, rechargeTotalReceive } from './deposit-rewards/handlers';
import { finishTask, getTaskUser, receiveTaskAward, receiveVipTask, receiveVipTaskUnReceiveBonus } from './tasks/handlers';
import { followInfo, followReceive, followVisit } from './follow/handlers';
import { fundInfo, fundReceive } from './fund/handlers';
import { pointsExchange, pointsInfo } from './points/handlers';
import { slotsHackList } from './slots-hack/handlers';
import { lotteryHistory, lotteryInfo, lotteryOrder, lotteryOrders, lotteryRecord } from './lottery/handlers';
import { getScratchCardInfo, receiveAddupAwardById, scratchCardLottery, searchScratchCardAwardLog } from './scratch/handlers';
import {
  appDiamondBonusTickersData,
  diamondExchangeCoin,
  diamondExchangeGoods,
  diamondExchangeScratchcard,
  diamondGoodsExchangeOrderLog,
  diamondLog,
  diamondShopData,
} from './diamond/handlers';
import {
  actInviteClickInvite,
  actInviteUser,
  actInviteUserExchange,
  actInviteUserRecord,
  actInviteUserSpin,
  actInviteUserStatus,
  agentFill,
  appAgent5User,
  appAgent5UserInviteValidReceive,
  appAgent5UserLog,
  appAgent5UserReceive,
} from './invite/handlers';
import { getJackpotDrawInfo, getJackpotRank, getPersonJackpotDrawAwardLog, receiveDrawChance } from './jackpot/handlers';
import { appUserOther, updateAddress, updateAppUserOther, updateProfile } from './member/handlers';
import { setSafeboxPassword } from './member/safebox-handlers';
import { uploadAvatar } from './member/avatar-handlers';

export const HANDLERS: HandlerRegistry = {
  preLogin: { run: preLogin, duringMaintenance: true },
  'anonymous/appConfig': { run: appConfig, duringMaintenance: true },
  'anonymous/appTheme': { run: appTheme, duringMaintenance: true },
  'anonymous/appThemePreview': { run: appThemePreview, duringMaintenance: true },
  'anonymous/appEventLogClient': { run: appEventLogClient },
  accountLogin: { run: accountLogin },
  accountLoginSms: { run: accountLoginSms },
  accountRegist: { run: accountRegist },
  accountRegist4: { run: accountRegist4 },
  smsSend: { run: smsSend },
  forgetPassword: { run: forgetPassword },
  initPassword: { run: initPassword },
  bindAccount: { run: bindAccount },
  facebookLogin: { run: facebookLogin },
  googleLogin: { run: googleLogin },
  lineLogin: { run: lineLogin },
  bindSocialAccount: { run: bindSocialAccount },
  refreshData: { run: refreshData },
  getAfterLoginInfoWeb: { run: getAfterLoginInfoWeb },
  logout: { run: logout },
  getActivityIds: { run: getActivityIds },
  startGame: { run: startGame },
  exitGame: { run: exitGame },
  gameLike: { run: gameLike },
  online: { run: online },
  betRecord: { run: betRecord },
  betRecordReport: { run: betRecordReport },
  betRecordDays: { run: betRecordDays },
  uploadKyc: { run: uploadKyc },
  addKyc: { run: addKyc },
  kyc: { run: kyc },
  getRechargeInfo: { run: getRechargeInfo },
  recharge: { run: recharge },
  rechargeOrder: { run: rechargeOrder },
  bankInfoList: { run: bankInfoList },
  addBankInfo: { run: addBankInfo },
  modifyBankInfo: { run: modifyBankInfo },
  getExchange: { run: getExchange },
  exchange: { run: exchange },
  walletRecord: { run: walletRecord },
  appUserCoinDetail: { run: appUserCoinDetail },
  retrieveBalance: { run: retrieveBalance },
  getSelfLimits: { run: getSelfLimits },
  setSelfLimit: { run: setSelfLimit },
  setRealityCheck: { run: setRealityCheck },
  startPlayBreak: { run: startPlayBreak },
  requestPayout: { run: requestPayout },
  getTaskUser: { run: getTaskUser },
  finishTask: { run: finishTask },
  receiveTaskAward: { run: receiveTaskAward },
  activityAwardGetLog: { run: activityAwardGetLog },
  pointsInfo: { run: pointsInfo },
  pointsExchange: { run: pointsExchange },
  slotsHackList: { run: slotsHackList },
  lotteryInfo: { run: lotteryInfo },
  lotteryOrder: { run: lotteryOrder },
  lotteryOrders: { run: lotteryOrders },
  lotteryHistory: { run: lotteryHistory },
  lotteryRecord: { run: lotteryRecord },
  getScratchCardInfo: { run: getScratchCardInfo },
  scratchCardLottery: { run: scratchCardLottery },
  searchScratchCardAwardLog: { run: searchScratchCardAwardLog },
  receiveAddupAwardById: { run: receiveAddupAwardById },
  diamondShopData: { run: diamondShopData },
  diamondExchangeCoin: { run: diamondExchangeCoin },
  diamondExchangeGoods: { run: diamondExchangeGoods },
  diamondExchangeScratchcard: { run: diamondExchangeScratchcard },
  diamondGoodsExchangeOrderLog: { run: diamondGoodsExchangeOrderLog },
  diamondLog: { run: diamondLog },
  appDiamondBonusTickersData: { run: appDiamondBonusTickersData },
  actInviteUser: { run: actInviteUser },
  actInviteUserRecord: { run: actInviteUserRecord },
  actInviteUserStatus: { run: actInviteUserStatus },
  actInviteUserSpin: { run: actInviteUserSpin },
  actInviteUserExchange: { run: actInviteUserExchange },
  actInviteClickInvite: { run: actInviteClickInvite },
  appAgent5User: { run: appAgent5User },
  appAgent5UserLog: { run: appAgent5UserLog },
  appAgent5UserReceive: { run: appAgent5UserReceive },
  appAgent5UserInviteValidReceive: { run: appAgent5UserInviteValidReceive },
  agentFill: { run: agentFill },
  getJackpotDrawInfo: { run: getJackpotDrawInfo },
  receiveDrawChance: { run: receiveDrawChance },
  getPersonJackpotDrawAwardLog: { run: getPersonJackpotDrawAwardLog },
  getJackpotRank: { run: getJackpotRank },
  betBonus: { run: betBonus },
  betBonusReceive: { run: betBonusReceive },
  betBonusByTypeReceive: { run: betBonusByTypeReceive },
  betBonusLog: { run: betBonusLog },
  getVipLevelAudit: { run: getVipLevelAudit },
  signInInfo: { run: signInInfo },
  signIn: { run: signIn },
  appVipUserReceiveSignInAward: { run: appVipUserReceiveSignInAward },
  loginBonus3User: { run: loginBonus3User },
  loginBonus3UserReceive: { run: loginBonus3UserReceive },
  firstDepositInfo: { run: firstDepositInfo },
  rechargeTotalInfo: { run: rechargeTotalInfo },
  rechargeTotalReceive: { run: rechargeTotalReceive },
  receiveVipTask: { run: receiveVipTask },
  receiveVipTaskUnReceiveBonus: { run: receiveVipTaskUnReceiveBonus },
  followInfo: { run: followInfo },
  followVisit: { run: followVisit },
  followReceive: { run: followReceive },
  fundInfo: { run: fundInfo },
  fundReceive: { run: fundReceive },
  getVipInfo: { run: getVipInfo },
  receiveVipBonusUser: { run: receiveVipBonusUser },
  appVipUserReceiveDaily: { run: appVipUserReceiveDaily },
  getMail2: { run: getMail2 },
  getMailDetail: { run: getMailDetail },
  receiveMail: { run: receiveMail },
  delMail: { run: delMail },
  noticeList: { run: noticeList },
  noticeRead: { run: noticeRead },
  activityGetStatusList: { run: activityGetStatusList },
  getCustomerServices: { run: getCustomerServices },
  feedbackSave: { run: feedbackSave },
  feedbackList: { run: feedbackList },
  feedbackDetail: { run: feedbackDetail },
  updateProfile: { run: updateProfile },
  appUserOther: { run: appUserOther },
  updateAppUserOther: { run: updateAppUserOther },
  updateAddress: { run: updateAddress },
  setSafeboxPassword: { run: setSafeboxPassword },
  uploadAvatar: { run: uploadAvatar },
};

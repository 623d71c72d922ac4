// The invite and agent configs as the sandbox reads them: a stored config of another shape (an
// older placeholder, a broken patch) reads as the contract's defaults rather than failing a call.
import type { AppConfig } from '../../../contract/core';
import { DEFAULT_AGENT5_CONFIG, DEFAULT_INVITE_CONFIG, type Agent5Config, type InviteConfig } from '../../../contract/invite';

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

export function inviteConfigOf(config: Pick<AppConfig, 'inviteConfig'>): InviteConfig {
  const c = config.inviteConfig as Partial<InviteConfig> | undefined;
  const valid =
    !!c &&
    (c.status === 0 || c.status === 1) &&
    whole(c.validDeposit) &&
    c.validDeposit > 0 &&
    whole(c.rewardPerInvite) &&
    whole(c.spinsPerInvite) &&
    whole(c.freeSpins) &&
    whole(c.exchangeThreshold) &&
    c.exchangeThreshold > 0 &&
    whole(c.giftGoal) &&
    typeof c.giftLink === 'string' &&
    Array.isArray(c.spinPrizes) &&
    c.spinPrizes.length > 0 &&
    c.spinPrizes.every((p) => whole(p.id) && whole(p.amount) && whole(p.weight)) &&
    c.spinPrizes.some((p) => p.weight > 0);
  return valid ? (c as InviteConfig) : DEFAULT_INVITE_CONFIG;
}

/** The agent config with its levels sorted, 1 to 5 only. */
export function agentConfigOf(config: Pick<AppConfig, 'agent5Config'>): Agent5Config {
  const c = config.agent5Config as Partial<Agent5Config> | undefined;
  const valid =
    !!c && (c.status === 0 || c.status === 1) && whole(c.minClaim) && c.minClaim > 0 && Array.isArray(c.levels) && c.levels.every((l) => whole(l.level) && l.level >= 1 && l.level <= 5 && whole(l.rateBp) && l.rateBp <= 10_000);
  const chosen = valid ? (c as Agent5Config) : DEFAULT_AGENT5_CONFIG;
  return { ...chosen, levels: [...chosen.levels].sort((a, b) => a.level - b.level) };
}

/** How deep the team goes (the deepest paid level). */
export const teamDepth = (agent: Agent5Config): number => agent.levels.reduce((max, l) => Math.max(max, l.level), 0);

// /agent?tabActive=team|commission|records|claims (absent or unknown: team).
export const AGENT_TABS = ['team', 'commission', 'records', 'claims'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

export const isAgentTab = (value: string | undefined): value is AgentTab => (AGENT_TABS as readonly string[]).includes(value ?? '');

/** A rate in basis points as a percentage ("0.5"). */
export const percentOf = (rateBp: number): string => String(rateBp / 100);

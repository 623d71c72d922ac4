// /agent?tabActive=team|commission|records|claims (absent: team); anything else is a 404.
export const AGENT_TABS = ['team', 'commission', 'records', 'claims'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

export const isAgentTab = (value: string | undefined): value is AgentTab => (AGENT_TABS as readonly string[]).includes(value ?? '');

/** True when the query names no tab or a tab of the page. */
export const isAgentQuery = (query: Record<string, string>): boolean => query.tabActive === undefined || isAgentTab(query.tabActive);

/** A rate in basis points as a percentage ("0.5"). */
export const percentOf = (rateBp: number): string => String(rateBp / 100);

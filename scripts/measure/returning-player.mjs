// A returning player for `npm run lighthouse` and `npm run trace`: registered through the edge like
// the app does, then what such a player's browser holds (contract/call-row.ts TOKEN_KEY, the age
// notice's key, and the home guide's: a player who has been on home has had the guide once, and
// closing it in any way marks it seen, stores/games.ts).

/** Registers a player on the edge at `origin`; the localStorage entries of that player's browser. */
export async function returningPlayerStorage(origin, prefix = 'lh') {
  const post = (call, body, token) =>
    fetch(`${origin}/app/v1/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((res) => res.json());
  const registered = await post('accountRegist', { account: `${prefix}${Math.floor(Math.random() * 1e8)}`, password: 'returning-1', eligibilityDeclared: 1 });
  if (!registered.token) throw new Error(`could not register a player: ${JSON.stringify(registered)}`);
  // The guide's mark is the tutorial version it was seen in (preLogin's config).
  const answer = await post('preLogin', { deviceId: `${prefix}-device`, os: 'linux', deviceModel: 'linux', platform: 0, clientReferrer: '' }, registered.token);
  // Without it the guide would open in the figures unnoticed: a run stops instead.
  if (!answer?.config?.clientConfig) throw new Error(`preLogin gave no config: ${JSON.stringify(answer).slice(0, 200)}`);
  return { access_token: registered.token, age_notice_accepted: '1', home_guide_seen: JSON.stringify(answer.config.clientConfig.tutorialVersion ?? 0) };
}

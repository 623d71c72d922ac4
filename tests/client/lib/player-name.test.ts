// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { playerName } from '../../../client/lib/player-name';

const none = { nickname: '', account: '', mobile: '' };

describe('playerName', () => {
  it('prefers the nickname the player set, then the account name they registered', () => {
    expect(playerName({ ...none, nickname: 'Ate Joy', account: 'joy88' })).toBe('Ate Joy');
    expect(playerName({ ...none, account: 'joy88', mobile: '9171234567' })).toBe('joy88');
  });

  it('then the phone with its middle hidden (a social sign-up gets its profile name as nickname)', () => {
    expect(playerName({ ...none, mobile: '9171234567' })).toBe('917•••4567');
  });
});

import { describe, expect, it } from 'vitest';
import { playerName } from '../../../client/lib/player-name';

const none = { nickname: '', account: '', mobile: '', facebookName: '', googleName: '', lineName: '' };

describe('playerName', () => {
  it('prefers the nickname the player set, then the account name they registered', () => {
    expect(playerName({ ...none, nickname: 'Ate Joy', account: 'joy88' })).toBe('Ate Joy');
    expect(playerName({ ...none, account: 'joy88', mobile: '9171234567' })).toBe('joy88');
  });

  it('then a social profile name, then the phone with its middle hidden', () => {
    expect(playerName({ ...none, googleName: 'Joy Santos', mobile: '9171234567' })).toBe('Joy Santos');
    expect(playerName({ ...none, mobile: '9171234567' })).toBe('917•••4567');
  });
});

import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../../client/api/contract/session';
import { buildUser } from '../../../builders';
import AccountSheet from '../../../../client/features/shell/account-sheet';
import { clearSession, setUser } from '../../../../client/stores/session';
import { $awardFlags } from '../../../../client/stores/awards';

const user = (fields: Partial<UserInfo>): UserInfo => buildUser({ id: 9, nickname: 'Ana', account: 'ana01', mobile: '', hasPassword: true, coin: 1234, ...fields });

afterEach(() => {
  cleanup();
  clearSession();
});

const WALLET_DEPOSIT = '/wallets?name=deposit&back=1';
const WALLET_LINKS = ['/wallets?name=withdraw', '/wallets/record', '/wallets/history', '/wallets/card/list', '/member/retrieve-balance'];
const HELP_LINKS = ['/email', '/feedback', '/faq', '/about-us', '/download'];
const linkTargets = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('account sheet', () => {
  it('links to deposit, the wallet, the player’s games and game records', () => {
    setUser(user({ mobile: '9171234567' }));
    render(<AccountSheet onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(linkTargets()).toEqual([WALLET_DEPOSIT, ...WALLET_LINKS, '/member/games', '/member/report', '/member/self-limited', ...HELP_LINKS]);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(WALLET_DEPOSIT);
  });

  it('puts a red dot on Mail while the award flags say mail waits', async () => {
    setUser(user({ mobile: '9171234567' }));
    $awardFlags.mutate(() => ({ spin: false, task: false, agent5: false, vip: false, signIn: false, email: true, canReceiveDrawChance: false }));
    render(<AccountSheet onClose={() => undefined} />);
    expect(screen.getByRole('link', { name: /^Mail/ }).querySelector('[data-testid="red-dot-mail"]')?.textContent).toBe('New mail or a reward waits');
  });

  it('offers to set a password and bind a phone only when they are missing', () => {
    setUser(user({ hasPassword: false, mobile: '' }));
    render(<AccountSheet onClose={() => undefined} />);
    expect(linkTargets()).toEqual([WALLET_DEPOSIT, ...WALLET_LINKS, '/member/games', '/member/report', '/member/self-limited', ...HELP_LINKS, '/auth/set-password', '/auth/bind']);
  });
});

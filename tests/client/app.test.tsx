import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../client/app';
import type { AppConfig } from '../../contract/core';
import { $bootState } from '../../client/stores/boot';
import { $config } from '../../client/stores/config';
import { closeAllModals, openModal } from '../../client/stores/modals';
import { clearSession, signIn } from '../../client/stores/session';
import { buildAuth, buildConfig } from '../builders';
import { fakeApi, noReply } from './fake-api';

const AGE_TEXT = 'You must be 21 or older to use this site';

function start(url: string, config: AppConfig | null) {
  history.replaceState(null, '', url);
  $config.set(config);
  $bootState.set('ready');
  return render(<App />);
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
  closeAllModals();
  // A member's after-login info stays in flight: these tests are about the frame around it.
  fakeApi({ getAfterLoginInfoWeb: noReply });
});
afterEach(() => {
  cleanup();
  closeAllModals();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const config = (h5ClientMode: 0 | 1): AppConfig => buildConfig({ h5ClientMode, userRegisterCoin: 2000, appGameTypeList: [] });

describe('age notice', () => {
  it('shows when h5ClientMode is 1, with the barred groups, and cannot be dismissed except by its buttons', async () => {
    start('/', config(1));
    expect(await screen.findByText(AGE_TEXT)).toBeTruthy();
    expect(screen.getByText('Government officials')).toBeTruthy();
    expect(screen.getByText('Anyone playing in open or public places')).toBeTruthy();
    expect(screen.getByText('Funds of an ineligible player are forfeited.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText(AGE_TEXT)).toBeTruthy();
  });

  it('is not shown when h5ClientMode is 0', async () => {
    start('/', config(0));
    await screen.findByText('Welcome to Casino PH');
    expect(screen.queryByText(AGE_TEXT)).toBeNull();
  });

  it('is not shown on the terms of use or privacy policy', async () => {
    start('/terms-of-use', config(1));
    await screen.findByText('1. Who may play');
    expect(screen.queryByText(AGE_TEXT)).toBeNull();
  });

  it('Accept hides it and is remembered', async () => {
    const first = start('/', config(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText(AGE_TEXT)).toBeNull());
    first.unmount();
    start('/', config(1));
    await screen.findByText('Welcome to Casino PH');
    expect(screen.queryByText(AGE_TEXT)).toBeNull();
  });

  it("'I Do Not Accept' leaves for a search site", async () => {
    start('/', config(1));
    const decline = await screen.findByRole('button', { name: 'I Do Not Accept' });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    fireEvent.click(decline);
    expect(assign).toHaveBeenCalledWith('https://www.google.com/');
  });
});

describe('app frame', () => {
  it('guests see the welcome card with the sign-up bonus and Login/Register', async () => {
    start('/', config(0));
    expect(await screen.findByText('Sign up now and get ₱20.00 free!')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('members see their balance formatted from minor units', async () => {
    signIn(buildAuth({ id: 4, nickname: 'Ana', coin: 1234567 }, 't'));
    start('/', config(0));
    expect((await screen.findAllByText('₱12,345.67')).length).toBeGreaterThan(0);
  });

  it('shows the retry screen when boot failed', async () => {
    history.replaceState(null, '', '/');
    $bootState.set('failed');
    render(<App />);
    expect(await screen.findByText('Cannot connect')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders the Tips dialog from the modal store', async () => {
    start('/', config(0));
    openModal({ name: 'tips', title: 'Tips', message: 'The request has timed out, please try again later' });
    expect(await screen.findByText('The request has timed out, please try again later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('The request has timed out, please try again later')).toBeNull());
  });

  it('switches language without a reload', async () => {
    start('/', config(0));
    await screen.findByText('Welcome to Casino PH');
    fireEvent.click(screen.getAllByRole('button', { name: 'Filipino' })[0]!);
    expect(await screen.findByText('Maligayang pagdating sa Casino PH')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Ingles' })[0]!);
    expect(await screen.findByText('Welcome to Casino PH')).toBeTruthy();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ResponsibleGamingPage from '../../../../client/features/info/responsible-gaming-page';
import { $config } from '../../../../client/stores/config';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { TrustFooter } from '../../../../client/widgets/trust-footer';
import { buildAuth, buildConfig } from '../../../builders';
import { fakeApi } from '../../fake-api';

beforeEach(() => {
  clearSession();
  fakeApi();
  $config.set(buildConfig({ responsibleGaming: undefined }));
});
afterEach(() => {
  cleanup();
  closeAllModals();
});

const page = () =>
  render(
    <LocationProvider>
      <ResponsibleGamingPage />
    </LocationProvider>,
  );

describe('responsible gaming page (public)', () => {
  it('a guest reads the helpline, the limit rules with their figures, and logs in to set limits', () => {
    page();
    expect(screen.getByRole('heading', { name: 'Responsible gaming' })).toBeTruthy();
    expect(screen.getByText(/National Center for Mental Health crisis hotline at 1553/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1553' }).getAttribute('href')).toBe('tel:1553');
    expect(screen.getByText(/starts only after 24 hours/)).toBeTruthy();
    expect(screen.getByText(/every 30, 60, or 120 minutes/)).toBeTruthy();
    expect(screen.getByText(/Stop for 24 hours, 7 days, or 30 days\./)).toBeTruthy();
    expect(screen.getByText(/\(6 months, 1 year, or 5 years\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to set your limits' }));
    expect($modals.get()).toEqual([{ name: 'login', reason: 'limits', redirect: '/member/self-limited' }]);
  });

  it("names the operator's helpline when configured; a member gets the way to their limits", () => {
    $config.set(buildConfig({ responsibleGaming: { helplineName: 'NCMH Crisis Hotline', helplineNumber: '0917 899 8727' } }));
    signIn(buildAuth());
    page();
    expect(screen.getByRole('link', { name: 'Call 0917 899 8727' }).getAttribute('href')).toBe('tel:09178998727');
    expect(screen.getByRole('link', { name: /Open your limits, breaks and self-exclusion/ }).getAttribute('href')).toBe('/member/self-limited');
    expect(screen.queryByRole('button', { name: 'Log in to set your limits' })).toBeNull();
  });

  it("the footer's responsible-gaming link opens the public page", () => {
    render(<TrustFooter />);
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/responsible-gaming');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { $modals, closeAllModals, closeModal, isModalOpen, openModal } from '../../../client/stores/modals';

const names = () => $modals.get().map((m) => m.name);

beforeEach(() => closeAllModals());

describe('modals store', () => {
  it('login, register and forget are mutually exclusive', () => {
    openModal({ name: 'login', tab: 'account' });
    openModal({ name: 'register', inviteCode: 'ABC' });
    expect(names()).toEqual(['register']);
    openModal({ name: 'forget', mobile: '9171234567' });
    expect(names()).toEqual(['forget']);
    openModal({ name: 'login' });
    expect(names()).toEqual(['login']);
  });

  it('other modals stay open beside an auth modal', () => {
    openModal({ name: 'ageNotice' });
    openModal({ name: 'login' });
    openModal({ name: 'register' });
    expect(names()).toEqual(['ageNotice', 'register']);
  });

  it('opening a modal again replaces it with the new props', () => {
    openModal({ name: 'tips', title: 'A', message: 'one' });
    openModal({ name: 'tips', title: 'B', message: 'two' });
    expect($modals.get()).toEqual([{ name: 'tips', title: 'B', message: 'two' }]);
  });

  it('closeModal and closeAllModals', () => {
    openModal({ name: 'ageNotice' });
    openModal({ name: 'login' });
    closeModal('login');
    expect(isModalOpen('login')).toBe(false);
    expect(isModalOpen('ageNotice')).toBe(true);
    closeAllModals();
    expect(names()).toEqual([]);
  });
});

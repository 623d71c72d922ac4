// Every modal the app has, by name: a pure list, so the edge can apply the same banner rule as the
// carousel (contract/banner-click.ts). stores/modals.ts types them and checks the list.
export const MODAL_NAMES = ['login', 'register', 'forget', 'ageNotice', 'tips', 'homeGuide', 'bankruptcy', 'reward', 'notice', 'firstDeposit', 'inviteSpin', 'download', 'activityPopup', 'jackpot', 'logout'] as const;

/** True when `name` is a modal the app has (a banner may name one that comes in a later release). */
export const hasModal = (name: string): boolean => (MODAL_NAMES as readonly string[]).includes(name);

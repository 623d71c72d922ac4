// Customer service from a tap on the top bar or the footer: the chat rules (widgets/customer-service,
// with the widget loader and the wrapper's bridge) load on the tap, so neither the first paint nor a
// guest's first visit carries them.
import { $config } from '../stores/config';
import { t } from '../stores/locale';
import { $user } from '../stores/session';
import { showToast } from '../stores/toast';

/** Opens customer service for the signed-in player (VIP lines for VIPs) or the guest; a toast when it cannot. */
export function openSupport(): void {
  import('./customer-service')
    .then((m) => m.openCustomerService($config.get()?.appCustomerServiceQueue, ($user.get()?.vip ?? 0) > 0))
    .catch(() => showToast(t('footer.supportFailed'), 'error'));
}

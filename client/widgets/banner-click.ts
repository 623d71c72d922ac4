// Performs an activity banner's click rule (contract/banner-click.ts decides; this acts), for the
// home carousel and the promotions page alike.
import type { ActivityInfo } from '../../contract/activities';
import { bannerClickAction } from '../../contract/banner-click';
import { navigate } from '../lib/navigate';
import { trackEvent } from '../stores/event-log';
import { isModalName, openModal, type ModalSpec } from '../stores/modals';

/** Follows `activity`'s banner click, as seen from `from` (the event log's eventFrom). */
export function clickBanner(activity: ActivityInfo, loggedIn: boolean, from = 'home'): void {
  trackEvent({ eventName: 'banner_click', eventInterfaceId: String(activity.id), eventFrom: from });
  const action = bannerClickAction(activity, { loggedIn, hasModal: isModalName });
  if (action.kind === 'login') openModal({ name: 'login', reason: 'promo' });
  else if (action.kind === 'navigate') navigate(action.path);
  else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer');
  // Only names the registry has reach here (checked by bannerClickAction).
  else if (action.kind === 'modal') openModal({ name: action.name } as ModalSpec);
}

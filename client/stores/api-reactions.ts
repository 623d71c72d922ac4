// App-wide reactions to API events and other tabs: a 401 on a non-public call ends the session,
// a timeout shows the 'Tips' dialog (one at a time), maintenance met by any call opens its screen, a logout in another tab logs this one out.
import { onApiEvent } from '../api/http';
import { navigate } from '../lib/navigate';
import { href, routeNameOf } from '../../contract/route-paths';
import { t } from './locale';
import { isModalOpen, openModal } from './modals';
import { signOut, watchOtherTabs } from './session';

/** Starts the reactions; returns the cleanup. */
export function startApiReactions(): () => void {
  const offApi = onApiEvent((event) => {
    if (event.type === 'unauthorized') void signOut('unauthorized');
    else if (event.type === 'maintenance') {
      if (routeNameOf(location.pathname) !== 'maintenance') navigate(href('maintenance'), { replace: true });
    } else if (event.type === 'timeout' && !isModalOpen('tips')) openModal({ name: 'tips', title: t('api.tipsTitle'), message: t('api.timeout') });
  });
  const offTabs = watchOtherTabs();
  return () => {
    offApi();
    offTabs();
  };
}

// /service/vip: the VIP line for VIP players; others learn how to reach it.
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ServiceView } from './service-view';
import { serviceCatalog } from './service-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [serviceCatalog];

export default function ServiceVipPage() {
  const t = useT();
  return (
    <Page title={t('service.vipTitle')} back>
      <ServiceView vipPage />
    </Page>
  );
}

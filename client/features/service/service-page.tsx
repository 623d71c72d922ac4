// /service: customer service lines for every player.
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ServiceView } from './service-view';
import { serviceCatalog } from './service-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [serviceCatalog];

export default function ServicePage() {
  const t = useT();
  return (
    <Page title={t('service.title')} back>
      <ServiceView vipPage={false} />
    </Page>
  );
}

// /service: customer service lines for every player.
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ServiceView } from './service-view';
import './service-catalog';

export default function ServicePage() {
  const t = useT();
  return (
    <Page title={t('service.title')} back>
      <ServiceView vipPage={false} />
    </Page>
  );
}

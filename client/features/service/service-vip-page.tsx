// /service/vip: the VIP line for VIP players; others learn how to reach it.
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ServiceView } from './service-view';
import './service-catalog';

export default function ServiceVipPage() {
  const t = useT();
  return (
    <Page title={t('service.vipTitle')} back>
      <ServiceView vipPage />
    </Page>
  );
}

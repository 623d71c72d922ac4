// The player's service lines (getCustomerServices: VIP lines for VIP players), loaded when a
// service page shows, again for another session.
import { call } from '../../api/http';
import type { CustomerServiceItem } from '../../../contract/core';
import * as serviceCalls from '../../../contract/service';
import { query } from '../../stores/server-state';
import { $viewer } from '../../stores/session';


export const $serviceLines = query($viewer, async (): Promise<CustomerServiceItem[]> => {
  const { appCustomerServiceQueue } = await call(serviceCalls.getCustomerServices, {});
  return Array.isArray(appCustomerServiceQueue) ? appCustomerServiceQueue : [];
});

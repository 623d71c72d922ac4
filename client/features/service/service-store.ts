// The player's service lines (getCustomerServices: VIP lines for VIP players), loaded when a
// service page shows, again for another session.
import { computed } from 'nanostores';
import type { CustomerServiceItem } from '../../api/contract/core';
import * as serviceApi from '../../api/calls/service';
import { query } from '../../stores/server-state';
import { $token } from '../../stores/session';

const $viewer = computed($token, (token) => token ?? '');

export const $serviceLines = query($viewer, async (): Promise<CustomerServiceItem[]> => {
  const { appCustomerServiceQueue } = await serviceApi.getCustomerServices({});
  return Array.isArray(appCustomerServiceQueue) ? appCustomerServiceQueue : [];
});

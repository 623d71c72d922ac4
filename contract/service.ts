// Customer service: the player's service lines (online chat, pages), VIP lines for VIP players.
import type { SERVICE_SCHEMAS } from './service.schemas';
import type { CustomerServiceItem } from './core';
import { callFactory, tableOf } from './call-row';

/** itemType of an online service (the web chat widget, or the native chat in the Android app). */
export const ONLINE_SERVICE = 1;

export interface ServiceResponses {
  /** The service lines for this player, VIP lines included only for VIP players. */
  getCustomerServices: { appCustomerServiceQueue: CustomerServiceItem[] };
}

const call = /*#__PURE__*/ callFactory<typeof SERVICE_SCHEMAS, ServiceResponses>();

export const getCustomerServices = /*#__PURE__*/ call('getCustomerServices', { session: 'optional' });

export const SERVICE_CALLS = /*#__PURE__*/ tableOf(getCustomerServices);

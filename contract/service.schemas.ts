// Request schemas of the customer service calls. Server side only.
import { empty } from './fields.schemas';

export const SERVICE_SCHEMAS = {
  getCustomerServices: empty,
};

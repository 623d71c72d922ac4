// The client function of the customer service call.
import * as rows from '../contract/service';
import { caller } from '../http';

export const getCustomerServices = /*#__PURE__*/ caller(rows.getCustomerServices);

// Request schemas of the fund calls. Server side only.
import { empty } from './fields.schemas';

export const FUND_SCHEMAS = {
  fundInfo: empty,
  fundReceive: empty,
};

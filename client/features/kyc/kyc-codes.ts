// The KYC calls' operator codes as messages.
import { KycErrorCode } from '../../../contract/kyc';
import type { CodeMessages } from '../../stores/error-message';

export const KYC_CODES: CodeMessages = {
  [KycErrorCode.imageTypeRejected]: 'kyc.code.1301',
  [KycErrorCode.imageUnclean]: 'kyc.code.1302',
  [KycErrorCode.imageDimensions]: 'kyc.code.1303',
  [KycErrorCode.underAge]: 'kyc.code.1304',
  [KycErrorCode.uploadMissing]: 'kyc.code.1305',
  [KycErrorCode.alreadySubmitted]: 'kyc.code.1306',
};

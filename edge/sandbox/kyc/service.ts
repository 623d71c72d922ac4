// The KYC domain's surface: the player's verification as of now (a due review is applied on read),
// the identity a pending or approved submission holds, and the dev endpoint's settlement.
export { isKycApproved, kycIdentity, kycState, settleSubmission } from './kyc-submissions';

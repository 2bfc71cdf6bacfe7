// The data-subject request form on the privacy page (LGPD art. 18): who asks, and for what.
import * as z from 'zod/mini';
import { TRACKING_SHAPE, optionalText, requiredEmail, requiredText } from './fields';
import { EMAIL_MAX, NAME_MAX } from './limits';

/** The rights the form offers; labels in legal:request.types. */
export const PRIVACY_REQUEST_TYPES = ['access', 'correction', 'deletion', 'revocation', 'sharing'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_DETAILS_MAX = 2000;

export const PrivacyRequestSchema = z.object({
  ...TRACKING_SHAPE,
  name: requiredText('nameRequired', NAME_MAX),
  email: requiredEmail('emailRequired', 'emailInvalid', EMAIL_MAX),
  request_type: z.enum(PRIVACY_REQUEST_TYPES, { error: 'choiceInvalid' }),
  details: optionalText(PRIVACY_DETAILS_MAX),
});
export type PrivacyRequestInput = z.infer<typeof PrivacyRequestSchema>;

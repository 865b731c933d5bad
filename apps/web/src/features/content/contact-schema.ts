import { ZEmailAddressSchema } from '@samplebank/contracts/common';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  INQUIRY_TYPES,
  type TContactFormRequest,
} from '@samplebank/contracts/contact';
import { isMalaysianPhoneWithExtension } from '@samplebank/contracts/phone';
import { z } from 'zod';

export { CONTACT_LIMITS, CONTACT_MESSAGES, INQUIRY_TYPES };

const optional = (max: number) => z.string().trim().max(max).optional();

/**
 * Get In Touch (spec §5): first name, last name and e-mail required, the rest optional. The words and limits are the
 * contract's (`ZContactFormRequestSchema`); empty optional fields and an unchosen inquiry type are allowed here and
 * left out of the request (`toContactRequest`).
 */
export const ZContactFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.firstNameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.firstNameTooLong),
  lastName: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.lastNameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.lastNameTooLong),
  email: ZEmailAddressSchema,
  company: optional(CONTACT_LIMITS.company),
  // the contract's rule: a Malaysian number, an office's extension allowed ("03-2141 8888 ext. 123")
  phone: optional(CONTACT_LIMITS.phone).refine(
    (phone) => !phone || isMalaysianPhoneWithExtension(phone),
    CONTACT_MESSAGES.phone,
  ),
  state: optional(CONTACT_LIMITS.state),
  inquiryType: z.union([z.literal(''), z.enum(INQUIRY_TYPES)]).optional(),
  comments: optional(CONTACT_LIMITS.comments),
  scheduleDemo: z.boolean().optional(),
  receiveUpdates: z.boolean().optional(),
});
export type TContactForm = z.input<typeof ZContactFormSchema>;

// an empty field is left out: JSON drops what is undefined
const filledIn = (value: string | undefined) => value || undefined;

/** Drops the empty optional fields so the request carries only what was filled in. */
export function toContactRequest(values: z.output<typeof ZContactFormSchema>): TContactFormRequest {
  const { company, phone, state, inquiryType, comments, ...required } = values;
  return {
    ...required,
    company: filledIn(company),
    phone: filledIn(phone),
    state: filledIn(state),
    inquiryType: inquiryType || undefined,
    comments: filledIn(comments),
  };
}

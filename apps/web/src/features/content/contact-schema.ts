import { z } from 'zod';

export const INQUIRY_TYPES = [
  'Join as brand partner',
  'After sales support',
  'Order enquiry',
  'Account problem',
] as const;

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'There was an error. Please try again or use chat for assistance.',
} as const;

const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** Get In Touch (spec §5): first name, last name and e-mail required, the rest optional. */
export const ZContactFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80, 'Must be at most 80 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(80, 'Must be at most 80 characters'),
  email: z.string().trim().min(1, 'E-mail is required').pipe(z.email('Please enter a valid e-mail address')),
  company: optional(120),
  phone: optional(30),
  state: optional(60),
  inquiryType: optional(60),
  comments: optional(2000),
  scheduleDemo: z.boolean().optional(),
  receiveUpdates: z.boolean().optional(),
});
export type TContactForm = z.input<typeof ZContactFormSchema>;

/** Drops the empty optional fields so the request carries only what was filled in. */
export function toContactRequest(values: z.output<typeof ZContactFormSchema>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== undefined));
}

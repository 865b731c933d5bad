import type { Locale } from '@samplebank/contracts/locales';
import {
  PARTNER_APPLICATION_MESSAGES,
  type TPartnerApplicationInput,
} from '@samplebank/contracts/partner-applications';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import {
  accountReader,
  type MailReader,
  type PartnerApplicationMail,
  partnerApplicationMails,
} from '../../platform/mail-templates.js';
import { findUserByEmail } from '../users/users.repository.js';
import {
  findCategoriesBySlug,
  findExistingCategorySlugs,
  hasPendingApplication,
  insertApplication,
  lockApplicantEmail,
  type PartnerApplicationRow,
} from './partner-applications.repository.js';

type Deps = ServiceContext<'db' | 'mailer' | 'config'>;
const M = PARTNER_APPLICATION_MESSAGES;

/** The team reads applications in the language of the staff account at CONTACT_EMAIL, English when it has none. */
export async function teamReader({ db, config }: ServiceContext<'db' | 'config'>): Promise<MailReader> {
  const staff = await findUserByEmail(db, config.contactEmail);
  return staff ? accountReader(config.publicUrl, staff) : { publicUrl: config.publicUrl, locale: 'en' };
}

/** Every chosen category must be one the catalogue has (at any level): a slug the form never offered is refused. */
async function checkCategories({ db }: ServiceContext<'db'>, slugs: string[]) {
  const existing = new Set(await findExistingCategorySlugs(db, slugs));
  if (slugs.every((slug) => existing.has(slug))) return;
  throw new AppError('VALIDATION', M.categoryUnknown, { fields: { categories: M.categoryUnknown } });
}

/** The application's lines for the team's notice, its categories named in the reader's language. */
async function mailOf(
  { db }: ServiceContext<'db'>,
  application: PartnerApplicationRow,
  locale: Locale,
): Promise<PartnerApplicationMail> {
  const categories = await findCategoriesBySlug(db, application.categories);
  const nameOf = (slug: string) => {
    const category = categories.find((candidate) => candidate.slug === slug);
    return (locale === 'ms' && category?.nameMs) || category?.name || slug;
  };
  return {
    companyName: application.companyName,
    contactName: application.contactName,
    lines: [
      ['company', application.companyName],
      ['ssmNumber', application.ssmNumber],
      ['contact', application.contactName],
      ['email', application.email],
      ['phone', formatPhoneNumber(application.phone)],
      ['website', application.website ?? '-'],
      ['categories', application.categories.map(nameOf).join(', ')],
      ['catalogueSize', application.catalogueSize],
      ['message', application.message ?? '-'],
    ],
  };
}

/**
 * `POST /partner-applications`: stores a company's application to become a brand partner, in the language it was
 * written in, and mails the applicant a copy and the team at CONTACT_EMAIL a notice. A second application from an
 * address whose first still waits is refused; the route limits how many one network sends.
 */
export async function submitPartnerApplication(
  context: Deps,
  input: TPartnerApplicationInput & { locale: Locale },
): Promise<{ message: string; applicationId: string }> {
  const { db, mailer, config } = context;
  await checkCategories(context, input.categories);
  const application = await db.transaction(async (tx) => {
    await lockApplicantEmail(tx, input.email);
    if (await hasPendingApplication(tx, input.email)) throw new AppError('CONFLICT', M.alreadyPending);
    return insertApplication(tx, input);
  });
  const applicant: MailReader = { publicUrl: config.publicUrl, locale: input.locale };
  await mailer.send({
    to: application.email,
    kind: 'partner-application-received',
    ...partnerApplicationMails.received(applicant, await mailOf(context, application, input.locale)),
  });
  const team = await teamReader(context);
  await mailer.send({
    to: config.contactEmail,
    kind: 'partner-application-notice',
    ...partnerApplicationMails.notice(team, await mailOf(context, application, team.locale)),
  });
  return { message: M.submitted, applicationId: application.id };
}

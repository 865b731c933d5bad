import type { ServiceContext } from '../../platform/context.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import * as repository from './brand-catalogue.repository.js';

/** How often the job looks for samples that fell to their brand's threshold. */
export const STOCK_ALERT_SECONDS = 600;
/** Samples told about per turn, across brands; the next turn takes the rest. */
const SAMPLES_PER_TURN = 500;
/** Samples one e-mail names; it says how many more there are. */
const SAMPLES_PER_MAIL = 20;

/**
 * One turn of the low-stock alert: forgets the alerts of samples back above their brand's threshold, then e-mails each
 * brand's people (owners and editors, each in their language) about its samples that fell to it since, one e-mail per
 * brand per turn, and remembers them (`stock_alerts`), so a sample is told about once per fall.
 */
export async function sendStockAlerts({ db, mailer, config }: ServiceContext<'db' | 'mailer' | 'config'>) {
  await repository.clearRecoveredStockAlerts(db);
  const due = await repository.findSamplesToAlert(db, SAMPLES_PER_TURN);
  if (due.length === 0) return { brands: 0, samples: 0 };
  const byBrand = new Map<string, typeof due>();
  for (const sample of due) byBrand.set(sample.brandId, [...(byBrand.get(sample.brandId) ?? []), sample]);
  const people = await repository.findBrandPeople(db, [...byBrand.keys()]);
  for (const [brandId, samples] of byBrand) {
    const first = samples[0]!;
    for (const person of people.filter((candidate) => candidate.brandId === brandId)) {
      await mailer.send({
        to: person.email,
        kind: 'stock-alert',
        ...mailTemplates.stockAlert(accountReader(config.publicUrl, person), person.name, {
          brandId,
          brandName: first.brandName,
          threshold: first.threshold ?? 0,
          samples: samples.slice(0, SAMPLES_PER_MAIL),
          more: Math.max(0, samples.length - SAMPLES_PER_MAIL),
        }),
      });
    }
    await repository.insertStockAlerts(
      db,
      samples.map((sample) => ({ sampleId: sample.id, stock: sample.stock })),
    );
  }
  return { brands: byBrand.size, samples: due.length };
}

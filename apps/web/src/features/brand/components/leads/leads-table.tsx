import type { TBrandLead } from '@samplebank/contracts/brand-leads';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import { formatDate, formatNumber, formatRinggit } from '@samplebank/domain/format';
import { EyeOff, Mail, Phone, UserRound } from 'lucide-react';
import { useT } from '../../../../lib/i18n';
import { isNamedLead } from '../../lib/leads';

/** The brand's leads: a table on wide screens, a card per lead on phones. */
export function LeadsTable({ leads }: { leads: TBrandLead[] }) {
  const t = useT('brand');
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li key={lead.key} className="rounded-2xl border border-line bg-white p-4">
            <LeadWho lead={lead} />
            <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-canvas p-3 text-center">
              <Count label={t('leads.column.requests')} value={lead.requests} />
              <Count label={t('leads.column.orders')} value={lead.orders} />
              <Count label={t('leads.column.units')} value={lead.units} />
            </dl>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-xs font-medium text-muted">{t('leads.column.samples')}</dt>
                <dd className="text-ink">
                  <LeadSamples lead={lead} />
                </dd>
              </div>
              {lead.projects.length > 0 && (
                <div>
                  <dt className="text-xs font-medium text-muted">{t('leads.column.projects')}</dt>
                  <dd className="text-ink">
                    <LeadProjects lead={lead} />
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-xs font-medium text-muted">{t('leads.column.activity')}</dt>
                <dd className="text-ink">
                  <LeadDates lead={lead} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full min-w-[56rem] text-sm">
          <thead className="border-b border-line bg-canvas text-left text-xs text-muted">
            <tr>
              <th scope="col" className="w-[30%] px-4 py-2.5 font-medium">
                {t('leads.column.lead')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {t('leads.column.requests')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {t('leads.column.orders')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {t('leads.column.units')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t('leads.column.samples')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t('leads.column.projects')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('leads.column.activity')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {leads.map((lead) => (
              <tr key={lead.key} className="align-top">
                <td className="px-4 py-3">
                  <LeadWho lead={lead} />
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{formatNumber(lead.requests)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{formatNumber(lead.orders)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{formatNumber(lead.units)}</td>
                <td className="px-3 py-3">
                  <LeadSamples lead={lead} />
                </td>
                <td className="px-3 py-3">
                  {lead.projects.length > 0 ? <LeadProjects lead={lead} /> : <span className="text-muted">—</span>}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <LeadDates lead={lead} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Who the lead is: the studio and its contact when it shares, otherwise its kind and state, marked anonymous. */
function LeadWho({ lead }: { lead: TBrandLead }) {
  const t = useT('brand');
  const type = t(`leads.type.${lead.buyerType}`);
  const where = lead.state ? t('leads.typeInState', { type, state: lead.state }) : type;
  if (!isNamedLead(lead)) {
    return (
      <div>
        <p className="font-semibold text-ink">
          {t(`leads.anonymous.${lead.buyerType}`, { state: lead.state ?? 'none' })}
        </p>
        <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">
          <EyeOff aria-hidden="true" className="size-3" />
          {t('leads.anonymousBadge')}
        </p>
      </div>
    );
  }
  const { contact } = lead;
  return (
    <div className="min-w-0">
      <p className="font-semibold text-ink" translate="no">
        {contact.name}
      </p>
      <p className="text-xs text-muted">{where}</p>
      <ul className="mt-1.5 space-y-0.5 text-xs text-muted">
        {contact.personInCharge && (
          <li className="flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span translate="no">{contact.personInCharge}</span>
          </li>
        )}
        {contact.email && (
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <a href={`mailto:${contact.email}`} className="truncate text-ink underline-offset-2 hover:underline">
              {contact.email}
            </a>
          </li>
        )}
        {contact.phone && (
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-3.5 shrink-0" />
            <a href={`tel:${contact.phone}`} className="text-ink underline-offset-2 hover:underline">
              {formatPhoneNumber(contact.phone)}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

function LeadSamples({ lead }: { lead: TBrandLead }) {
  const t = useT('brand');
  return (
    <span>
      <span translate="no">{lead.samples.names.join(', ')}</span>
      {lead.samples.more > 0 && (
        <span className="text-muted"> {t('leads.moreSamples', { count: lead.samples.more })}</span>
      )}
    </span>
  );
}

function LeadProjects({ lead }: { lead: TBrandLead }) {
  return (
    <ul className="space-y-0.5">
      {lead.projects.map((project, index) => (
        // a studio's projects have no key of their own to show a brand; their order is the server's
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the row
        <li key={index}>
          <span translate="no">{project.type}</span>{' '}
          <span className="whitespace-nowrap text-muted">{formatRinggit(project.value)}</span>
        </li>
      ))}
    </ul>
  );
}

function LeadDates({ lead }: { lead: TBrandLead }) {
  const t = useT('brand');
  return (
    <>
      <span className="block text-ink">{t('leads.last', { date: formatDate(lead.lastAt) })}</span>
      <span className="block text-xs text-muted">{t('leads.first', { date: formatDate(lead.firstAt) })}</span>
    </>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-base font-semibold text-ink tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

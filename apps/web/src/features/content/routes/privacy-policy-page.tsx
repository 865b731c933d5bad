import { formatLongDate } from '@samplebank/domain/format';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';
import { LICENSE_AGREEMENT, type PolicySection, PRIVACY_POLICY } from '../policy-content';

const TABS = [
  { id: 'privacy', label: 'policies.privacyTab', sections: PRIVACY_POLICY },
  { id: 'license', label: 'policies.licenseTab', sections: LICENSE_AGREEMENT },
] as const;

const LAST_UPDATED = '2026-11-01';

export function PrivacyPolicyPage() {
  // a link to #license opens that tab (the address's fragment, which a server render does not see, is read after)
  const t = useT('content');
  const { hash } = useLocation();
  const [active, setActive] = useState<(typeof TABS)[number]['id']>('privacy');
  useEffect(() => {
    if (hash.startsWith('#license')) setActive('license');
  }, [hash]);
  const tab = TABS.find((candidate) => candidate.id === active) ?? TABS[0];

  return (
    <>
      <PageMeta title={t(tab.label)} description={t('policies.metaDescription')} path="/privacy-policy" />
      <PageHeader eyebrow={t('policies.eyebrow')} title={t('policies.title')}>
        {t('policies.intro', { date: formatLongDate(LAST_UPDATED) })}
      </PageHeader>
      <div className="container-page py-10 md:py-14">
        <Tabs
          label={t('policies.tabsLabel')}
          tabs={TABS.map(({ id, label }) => ({ value: id, label: t(label) }))}
          value={active}
          onChange={setActive}
          panelClassName="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr]"
        >
          <TableOfContents sections={tab.sections} />
          <div className="max-w-3xl space-y-10">
            {tab.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="text-xl font-semibold text-ink">
                  {t(section.title)}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 text-muted">
                    {t(paragraph)}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </Tabs>
      </div>
    </>
  );
}

function TableOfContents({ sections }: { sections: PolicySection[] }) {
  const t = useT('content');
  return (
    <nav aria-label={t('policies.tableOfContents')} className="self-start rounded-xl bg-canvas p-5 lg:sticky lg:top-24">
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t('policies.contents')}</p>
      <ol className="mt-3 space-y-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-sm text-ink hover:text-brand hover:underline">
              {t(section.title)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

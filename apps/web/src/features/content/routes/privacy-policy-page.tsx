// i18n: not yet translated (issue 16)
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';
import { LICENSE_AGREEMENT, type PolicySection, PRIVACY_POLICY } from '../policy-content';

const TABS = [
  { id: 'privacy', label: 'Privacy Policy', sections: PRIVACY_POLICY },
  { id: 'license', label: 'License Agreement', sections: LICENSE_AGREEMENT },
] as const;

const LAST_UPDATED = '1 November 2026';

export function PrivacyPolicyPage() {
  // a link to #license opens that tab (the address's fragment, which a server render does not see, is read after)
  const { hash } = useLocation();
  const [active, setActive] = useState<(typeof TABS)[number]['id']>('privacy');
  useEffect(() => {
    if (hash.startsWith('#license')) setActive('license');
  }, [hash]);
  const tab = TABS.find((candidate) => candidate.id === active) ?? TABS[0];

  return (
    <>
      <PageMeta
        title={tab.label}
        description="How Samplebank collects, uses and protects your personal data under Malaysia's PDPA, and the license agreement for using the site."
        path="/privacy-policy"
      />
      <PageHeader eyebrow="Policies" title="Privacy Policy and License Agreement">
        How we handle your personal data under Malaysia’s Personal Data Protection Act 2010, and the terms for using
        Samplebank. Last updated {LAST_UPDATED}.
      </PageHeader>
      <div className="container-page py-10 md:py-14">
        <Tabs
          label="Policies"
          tabs={TABS.map(({ id, label }) => ({ value: id, label }))}
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
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="mt-3 text-muted">
                    {paragraph}
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
  return (
    <nav aria-label="Table of contents" className="self-start rounded-xl bg-canvas p-5 lg:sticky lg:top-24">
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">Contents</p>
      <ol className="mt-3 space-y-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-sm text-ink hover:text-brand hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

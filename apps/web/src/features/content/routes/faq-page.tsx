import { ChevronDown, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

/** The questions and answers, as message keys of the content namespace, in the order the page shows them. */
export const FAQ_ITEMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((number) => ({
  question: `faq.q${number}` as MessageKey<'content'>,
  answer: `faq.a${number}` as MessageKey<'content'>,
}));

export function FaqPage() {
  const t = useT('content');
  const dialogs = useDialogs();
  return (
    <>
      <PageMeta title={t('faq.metaTitle')} description={t('faq.metaDescription')} path="/faq" />
      <PageHeader eyebrow={t('faq.eyebrow')} title={t('faq.title')}>
        {t('faq.intro')}
      </PageHeader>
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1fr_20rem]">
        <div className="divide-y divide-line border-y border-line">
          {FAQ_ITEMS.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-medium text-ink [&::-webkit-details-marker]:hidden">
                {t(item.question)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="max-w-3xl pb-6 text-muted">
                {t.rich(item.answer, {
                  link: (chunks) => (
                    <Link to={paths.becomePartner.to()} className="font-medium text-ink underline underline-offset-2">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </details>
          ))}
        </div>
        <aside className="self-start rounded-2xl bg-canvas p-6">
          <MessageCircle aria-hidden="true" className="size-6 text-brand" />
          <h2 className="mt-3 text-lg font-semibold text-ink">{t('faq.stillQuestion')}</h2>
          <p className="mt-2 text-sm text-muted">{t('faq.answerTime')}</p>
          <Button variant="dark" className="mt-5 w-full" onClick={() => dialogs.open({ name: 'contact' })}>
            {t('faq.contactUs')}
          </Button>
        </aside>
      </div>
    </>
  );
}

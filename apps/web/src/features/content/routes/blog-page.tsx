import { formatLongDate } from '@samplebank/domain/format';
import { type MessageKey, useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

const ARTICLES: Array<{ date: string; title: MessageKey<'content'>; summary: MessageKey<'content'> }> = [
  { date: '2026-10-14', title: 'blog.article1Title', summary: 'blog.article1Summary' },
  { date: '2026-09-02', title: 'blog.article2Title', summary: 'blog.article2Summary' },
  { date: '2026-07-21', title: 'blog.article3Title', summary: 'blog.article3Summary' },
];

export function BlogPage() {
  const t = useT('content');
  return (
    <>
      <PageMeta title={t('blog.metaTitle')} description={t('blog.metaDescription')} path="/blog" />
      <PageHeader eyebrow={t('blog.eyebrow')} title={t('blog.title')}>
        {t('blog.intro')}
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.title}>
              <article className="flex h-full flex-col rounded-2xl border border-line p-6">
                <time dateTime={article.date} className="text-sm text-muted">
                  {formatLongDate(article.date)}
                </time>
                <h2 className="mt-3 text-lg font-semibold text-ink">{t(article.title)}</h2>
                <p className="mt-3 text-muted">{t(article.summary)}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

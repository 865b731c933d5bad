// i18n: not yet translated (issue 16)
import { formatLongDate } from '@samplebank/domain/format';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

const ARTICLES = [
  {
    date: '2026-10-14',
    title: 'Specifying timber flooring for the tropics',
    summary:
      'Humidity in Malaysia swings more than most flooring guides assume. Engineered boards with a stable plywood core, acclimatised on site for at least 48 hours, move far less than solid planks. Ask the brand for the board’s moisture content and order a sample from the same batch you will install.',
  },
  {
    date: '2026-09-02',
    title: 'Terrazzo is back — here is how to choose one',
    summary:
      'Aggregate size, binder colour and the polish level change terrazzo more than any render shows. Order two or three samples with different chip sizes and look at them in daylight and under the project’s lighting before you commit.',
  },
  {
    date: '2026-07-21',
    title: 'Building a material board your client will sign off',
    summary:
      'Group samples by room, keep the palette to five or six finishes per space, and put the hardest-working surface — usually the floor — at the centre. Sharing a Samplebank board with your client before the meeting means fewer surprises around the table.',
  },
];

export function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Notes on materials and specification for Malaysian architects, interior designers and contractors, from the Samplebank team."
        path="/blog"
      />
      <PageHeader eyebrow="Blog" title="Notes on materials and specification">
        Practical advice from our team and brand partners.
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.title}>
              <article className="flex h-full flex-col rounded-2xl border border-line p-6">
                <time dateTime={article.date} className="text-sm text-muted">
                  {formatLongDate(article.date)}
                </time>
                <h2 className="mt-3 text-lg font-semibold text-ink">{article.title}</h2>
                <p className="mt-3 text-muted">{article.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

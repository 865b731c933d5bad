// i18n: not yet translated (issue 16)
import { ArrowRight, ClipboardCheck, LayoutGrid, Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

const STEPS = [
  {
    icon: Search,
    title: 'Explore and Discover',
    text: 'Browse hundreds of samples from Malaysia’s material brands. Filter by category, colour, price, usage and architectural style, or search for the exact product you have in mind.',
  },
  {
    icon: ClipboardCheck,
    title: 'Request with Ease',
    text: 'Add the samples you like to your cart, choose a delivery date and check out once for every brand. Samples arrive together in one parcel in about 7 days.',
  },
  {
    icon: LayoutGrid,
    title: 'Create and Execute Efficiently',
    text: 'Keep samples on project boards, share them with your team and clients, and re-order the exact SKU when the project moves to site.',
  },
];

export function HowToSamplePage() {
  return (
    <>
      <PageMeta
        title="How to sample"
        description="From idea to physical sample in three steps: explore and discover materials, request them with ease, then create and execute your project with the samples in hand."
        path="/how-to-sample"
      />
      <PageHeader eyebrow="How to sample" title="From idea to physical sample in three steps">
        Samplebank brings the material library to your studio. Here is how it works.
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line p-6 md:p-8">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-subtle">Step {index + 1}</span>
              </div>
              <h2 className="mt-6 text-xl font-semibold text-ink">{step.title}</h2>
              <p className="mt-3 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <ButtonLink to={paths.samples.to()} size="lg" variant="dark">
            Browse Samples
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </>
  );
}

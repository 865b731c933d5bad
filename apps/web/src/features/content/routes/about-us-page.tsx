// i18n: not yet translated (issue 16)
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

const VALUES = [
  {
    title: 'Real materials, early',
    text: 'A render cannot show how terrazzo catches the light or how a fabric feels. We put the physical sample on your desk before the decision is made.',
  },
  {
    title: 'One cart, every brand',
    text: 'Instead of chasing ten suppliers for ten swatches, order from all of them at once and receive a single consolidated delivery.',
  },
  {
    title: 'Built for Malaysian practice',
    text: 'Prices in ringgit, delivery across Peninsular Malaysia, Sabah and Sarawak, and brands that stock locally so what you specify can be supplied.',
  },
];

export function AboutUsPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Samplebank is the material library for Malaysia's design community: physical samples of flooring, stone, laminate, fabric and glass from the country's brands, ordered in one box."
        path="/about-us"
      />
      <PageHeader eyebrow="About us" title="The material library for Malaysia’s design community">
        Samplebank started in Kuala Lumpur with a simple frustration: specifying materials took weeks of phone calls,
        courier slips and missing swatches.
      </PageHeader>
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div className="max-w-2xl space-y-5 text-base text-muted">
          <p>
            We connect architects, interior designers, contractors and students with the manufacturers and suppliers
            behind the materials they specify. Brand partners list their flooring, stone, laminate, fabric, glass,
            ceiling and facade products; designers browse them in one catalogue and order physical samples to their
            studio.
          </p>
          <p>
            Every account is reviewed by our team, so brands know their samples reach working professionals and
            students. Premium members pay for samples by card and can choose express delivery; standard members place
            sample requests at no charge.
          </p>
          <p>
            Project boards keep samples organised by project and room, and let a whole team — and the client — see the
            palette as it develops. When the project goes to site, the exact SKU is one click away.
          </p>
        </div>
        <ul className="space-y-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-canvas p-6">
              <h2 className="text-lg font-semibold text-ink">{value.title}</h2>
              <p className="mt-2 text-sm text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="container-page pb-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <p className="text-xl font-semibold">Start building your next material palette.</p>
          <ButtonLink to={paths.samples.to()} variant="light">
            Browse samples
          </ButtonLink>
        </div>
      </div>
    </>
  );
}

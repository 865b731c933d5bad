import { paths } from '../../config/paths';
import { BrandNamesSection } from '../../features/catalogue/components/brand-names-section';
import { LatestSamplesStrip } from '../../features/catalogue/components/latest-samples-strip';
import { HomePage } from '../../features/home/routes/home-page';
import { useT } from '../../lib/i18n';
import { PageMeta, useSiteOrigin } from '../../lib/page-meta';

/** Home composes the features' sections here, so features never import each other. */
export function HomeRoute() {
  const t = useT('home');
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.home.to()}
        structuredData={[
          { '@type': 'Organization', name: 'Samplebank', url: `${origin}/`, logo: `${origin}/favicon.svg` },
          {
            '@type': 'WebSite',
            name: 'Samplebank',
            url: `${origin}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${origin}/samples?search={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        ]}
      />
      <HomePage
        renderMaterials={(content) => <BrandNamesSection title={content?.title} description={content?.description} />}
      >
        <LatestSamplesStrip />
      </HomePage>
    </>
  );
}

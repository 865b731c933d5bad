import { BrandNamesSection } from '../../features/catalogue/components/brand-names-section';
import { LatestSamplesStrip } from '../../features/catalogue/components/latest-samples-strip';
import { HomePage } from '../../features/home/routes/home-page';

/** Home composes the features' sections here, so features never import each other. */
export function HomeRoute() {
  return (
    <HomePage
      renderMaterials={(content) => <BrandNamesSection title={content?.title} description={content?.description} />}
    >
      <LatestSamplesStrip />
    </HomePage>
  );
}

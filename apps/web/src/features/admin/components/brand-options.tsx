import { useT } from '../../../lib/i18n';
import { useBrands } from '../catalogue-api';

/** A brand picker's options: "Choose a brand", then every brand partner by name. */
export function BrandOptions() {
  const t = useT('adminCatalogue');
  const brands = useBrands();
  return (
    <>
      <option value="">{t('brandOptions.choose')}</option>
      {(brands.data?.organizations ?? []).map((brand) => (
        <option key={brand._id} value={brand._id} translate="no">
          {brand.name}
        </option>
      ))}
    </>
  );
}

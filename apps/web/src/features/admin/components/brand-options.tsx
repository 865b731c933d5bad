// i18n: not yet translated (issue 16)
import { useBrands } from '../catalogue-api';

/** A brand picker's options: "Choose a brand", then every brand partner by name. */
export function BrandOptions() {
  const brands = useBrands();
  return (
    <>
      <option value="">Choose a brand</option>
      {(brands.data?.organizations ?? []).map((brand) => (
        <option key={brand._id} value={brand._id}>
          {brand.name}
        </option>
      ))}
    </>
  );
}

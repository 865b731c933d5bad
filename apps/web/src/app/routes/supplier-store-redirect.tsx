import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/** The spec's 'By {brand}' target shows no page of its own: it opens the brand's samples. */
export function SupplierStoreRedirect() {
  const { brandId = '' } = useParams();
  return <Navigate to={paths.samples.to({ manufacturer: brandId })} replace />;
}

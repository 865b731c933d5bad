import { requestCategoryFor } from '@samplebank/contracts/sample-request-categories';
import type { DialogState } from '../../lib/dialogs';

type RequestedSample = {
  name: string;
  manufacturerId: { name: string };
  /** the material, as the details page has it */
  material?: string | null;
  specifications?: Record<string, unknown>;
  category?: { name: string } | null;
};

/**
 * Request for Sample as opened from an out-of-stock sample: its name, the request category its material (or its
 * catalogue category, or its name) fits, and its brand, so the person only adds what they need.
 */
export function requestSampleDialogFor(sample: RequestedSample): Extract<DialogState, { name: 'request-sample' }> {
  const material = sample.material ?? sample.specifications?.material;
  return {
    name: 'request-sample',
    productName: sample.name,
    category: requestCategoryFor([typeof material === 'string' ? material : null, sample.category?.name, sample.name]),
    brandInformation: sample.manufacturerId.name,
  };
}

import { describe, expect, it } from 'vitest';
import { requestSampleDialogFor } from './request-sample-dialog';

describe('requestSampleDialogFor', () => {
  it('opens Request for Sample with the card’s sample, its material’s category and its brand', () => {
    expect(
      requestSampleDialogFor({
        name: 'Kinabalu Oak Plank',
        manufacturerId: { name: 'Borneo Timber Co.' },
        specifications: { material: 'Engineered European Oak' },
      }),
    ).toEqual({
      name: 'request-sample',
      productName: 'Kinabalu Oak Plank',
      category: 'wood',
      brandInformation: 'Borneo Timber Co.',
    });
  });

  it('reads the details page’s material, then its category, then the name', () => {
    const sample = { name: 'Langkawi Slab', manufacturerId: { name: 'Batu Works' } };
    expect(requestSampleDialogFor({ ...sample, material: 'Calacatta Marble' }).category).toBe('stone');
    expect(requestSampleDialogFor({ ...sample, material: null, category: { name: 'Carpet Tile' } }).category).toBe(
      'fabric',
    );
    expect(requestSampleDialogFor(sample).category).toBe('other');
  });
});

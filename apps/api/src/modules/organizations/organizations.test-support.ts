import type { Database } from '../../db/client.js';
import { cities, postcodes, states, uploads } from '../../db/schema/index.js';

/** A small slice of the reference data, enough for addresses in two states. */
export async function insertPlaces(db: Database) {
  const [selangor, kualaLumpur] = await db
    .insert(states)
    .values([{ name: 'Selangor' }, { name: 'W.P. Kuala Lumpur' }])
    .returning();
  const [petalingJaya, shahAlam, kl] = await db
    .insert(cities)
    .values([
      { name: 'Petaling Jaya', stateId: selangor!.id },
      { name: 'Shah Alam', stateId: selangor!.id },
      { name: 'Kuala Lumpur', stateId: kualaLumpur!.id },
    ])
    .returning();
  await db.insert(postcodes).values([
    { code: '46000', cityId: petalingJaya!.id },
    { code: '47301', cityId: petalingJaya!.id },
    { code: '40000', cityId: shahAlam!.id },
    { code: '50000', cityId: kl!.id },
  ]);
  return { selangor: selangor!, kualaLumpur: kualaLumpur!, petalingJaya: petalingJaya!, shahAlam: shahAlam!, kl: kl! };
}
export type Places = Awaited<ReturnType<typeof insertPlaces>>;

/** An address in Petaling Jaya, as the form sends it. */
export const pjAddress = (places: Places, overrides: Record<string, unknown> = {}) => ({
  addressLine1: '12 Jalan Kemajuan',
  addressLine2: 'Seksyen 13',
  postcode: '46000',
  district: 'Petaling',
  city: String(places.petalingJaya.id),
  state: String(places.selangor.id),
  ...overrides,
});

/** A complete organization form. */
export const companyForm = (places: Places, overrides: Record<string, unknown> = {}) => ({
  name: 'Studio Rimba Sdn Bhd',
  ssmNumber: '202301012345 (1234567-X)',
  type: 'DESIGNER',
  contactNumber: '+60 3-1234 5678',
  orgEmail: 'hello@studiorimba.my',
  personInCharge: 'Aisyah Rahman',
  billingAddress: [pjAddress(places)],
  ...overrides,
});

/** An image upload record owned by a user, as the uploads flow leaves it. */
export async function insertImageUpload(db: Database, ownerId: string, key: string) {
  await db.insert(uploads).values({
    key,
    ownerId,
    purpose: 'image',
    originalFilename: 'logo.png',
    contentType: 'image/png',
    status: 'stored',
  });
  return { key, originalFilename: 'logo.png' };
}

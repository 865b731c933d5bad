import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  cities,
  organizationAddresses,
  organizations,
  postcodes,
  type SupportingDocument,
  states,
  uploads,
  users,
} from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import type { Storage } from '../../platform/storage.js';
import type { DemoPasswords } from './demo-passwords.js';
import type { DemoAccount } from './seed.types.js';
import { seedReferenceData } from './seed-reference.js';

type DemoSpec = {
  label: string;
  email: string;
  name: string;
  role: 'ADMIN' | 'SAMPLEBANK_USER';
  isApproved: boolean;
  isPremium: boolean;
  reviewStatus: 'approved' | 'pending';
  organization?: { name: string; type: 'DESIGNER' | 'ARCHITECT'; ssmNumber: string };
  jobTitle: string;
  companyName: string;
};

const DEMO_ACCOUNTS: DemoSpec[] = [
  {
    label: 'Admin',
    email: 'admin@samplebank.demo',
    name: 'Samplebank Admin',
    role: 'ADMIN',
    isApproved: true,
    isPremium: true,
    reviewStatus: 'approved',
    jobTitle: 'Operations Lead',
    companyName: 'Samplebank Sdn Bhd',
  },
  {
    label: 'Premium designer (approved)',
    email: 'premium@samplebank.demo',
    name: 'Aisyah Rahman',
    role: 'SAMPLEBANK_USER',
    isApproved: true,
    isPremium: true,
    reviewStatus: 'approved',
    organization: { name: 'Studio Anggun Design Sdn Bhd', type: 'DESIGNER', ssmNumber: '201801023456 (1283456-K)' },
    jobTitle: 'Senior Interior Designer',
    companyName: 'Studio Anggun Design Sdn Bhd',
  },
  {
    label: 'Standard architect (approved)',
    email: 'standard@samplebank.demo',
    name: 'Jason Tan Kok Leong',
    role: 'SAMPLEBANK_USER',
    isApproved: true,
    isPremium: false,
    reviewStatus: 'approved',
    organization: { name: 'Rekabentuk Tropika Architects', type: 'ARCHITECT', ssmNumber: '201501009876 (1139876-A)' },
    jobTitle: 'Project Architect',
    companyName: 'Rekabentuk Tropika Architects',
  },
  {
    label: 'Professional awaiting approval',
    email: 'pending@samplebank.demo',
    name: 'Farah Izzati Ismail',
    role: 'SAMPLEBANK_USER',
    isApproved: false,
    isPremium: false,
    reviewStatus: 'pending',
    jobTitle: 'Junior Architect',
    companyName: 'Farah Izzati Design Studio Sdn Bhd',
  },
];

const DOCUMENT_TYPES = ['company-profile', 'tax-registration', 'form-9', 'form-24', 'form-49'];

// a one-page PDF, just enough to open in a viewer
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function demoAddress(db: Database) {
  await seedReferenceData(db);
  const [row] = await db
    .select({ cityId: cities.id, stateId: states.id, cityName: cities.name, stateName: states.name })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(and(eq(states.name, 'Selangor'), eq(cities.name, 'Petaling Jaya')))
    .limit(1);
  const [fallback] = row
    ? [row]
    : await db
        .select({ cityId: cities.id, stateId: states.id, cityName: cities.name, stateName: states.name })
        .from(cities)
        .innerJoin(states, eq(cities.stateId, states.id))
        .orderBy(asc(cities.id))
        .limit(1);
  const [code] = await db
    .select({ code: postcodes.code })
    .from(postcodes)
    .where(eq(postcodes.cityId, fallback!.cityId))
    .orderBy(asc(postcodes.code))
    .limit(1);
  return { ...fallback!, postcode: code?.code ?? '46000' };
}

/** Stores the sdn-bhd document set for a user (when a storage is given) and returns the profile entries. */
async function demoDocuments(
  db: Database,
  storage: Storage | undefined,
  userId: string,
): Promise<SupportingDocument[]> {
  const documents = DOCUMENT_TYPES.map((documentType) => ({
    documentType,
    documentKey: `documents/${userId}/${documentType}.pdf`,
    originalFilename: `${documentType}.pdf`,
    uploadedAt: new Date().toISOString(),
  }));
  if (storage) {
    for (const document of documents) {
      await storage.put(document.documentKey, DEMO_PDF, 'application/pdf');
    }
    await db
      .insert(uploads)
      .values(
        documents.map((document) => ({
          key: document.documentKey,
          ownerId: userId,
          purpose: 'document',
          originalFilename: document.originalFilename,
          contentType: 'application/pdf',
          size: DEMO_PDF.length,
          status: 'stored',
        })),
      )
      .onConflictDoNothing();
  }
  return documents;
}

/** The demo accounts' e-mails, for the password file. */
export const DEMO_EMAILS = DEMO_ACCOUNTS.map((spec) => spec.email);

/** The domain of the demo accounts; no real person has an address there. */
const DEMO_DOMAIN = '@samplebank.demo';

/**
 * Creates the four demo accounts that are missing (admin, premium, standard, pending) with the given passwords, sets
 * the password of one that has another (such as a password published before they were generated), and returns
 * their sign-ins. Never called in production.
 */
export async function ensureDemoAccounts(
  db: Database,
  passwords: DemoPasswords,
  storage?: Storage,
): Promise<DemoAccount[]> {
  const address = await demoAddress(db);
  const passwordOf = (email: string) => {
    const password = passwords[email];
    if (!password) throw new Error(`No demo password for ${email}`);
    return password;
  };
  for (const spec of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${spec.email}`)
      .limit(1);
    if (existing) {
      if (!(await verifyPassword(passwordOf(spec.email), existing.passwordHash))) {
        await db
          .update(users)
          .set({
            passwordHash: await hashPassword(passwordOf(spec.email)),
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id));
      }
      continue;
    }
    const userId = randomUUID();
    const professionalInfo = {
      jobTitle: spec.jobTitle,
      companyName: spec.companyName,
      address: '23, Jalan SS 21/37, Damansara Utama',
      city: address.cityName,
      state: address.stateName,
      zipCode: address.postcode,
      country: 'Malaysia',
      phoneNumber: '+60 12-345 6789',
      businessType: 'sdn-bhd',
    };
    await db.insert(users).values({
      id: userId,
      email: spec.email,
      passwordHash: await hashPassword(passwordOf(spec.email)),
      name: spec.name,
      role: spec.role,
      userType: 'professional',
      isEmailVerified: true,
      isProfileComplete: true,
      isApproved: spec.isApproved,
      isPremium: spec.isPremium,
      reviewStatus: spec.reviewStatus,
      professionalInfo,
    });
    const documents = spec.role === 'ADMIN' ? [] : await demoDocuments(db, storage, userId);
    let organizationId: string | null = null;
    if (spec.organization) {
      const [organization] = await db
        .insert(organizations)
        .values({
          ...spec.organization,
          contactNumber: '+60 3-7722 1234',
          orgEmail: spec.email,
          personInCharge: spec.name,
          createdBy: userId,
        })
        .returning({ id: organizations.id });
      organizationId = organization!.id;
      await db.insert(organizationAddresses).values(
        (['billing', 'shipping'] as const).map((kind) => ({
          organizationId: organizationId!,
          kind,
          addressLine1: professionalInfo.address,
          addressLine2: kind === 'shipping' ? 'Level 2, Design Studio' : null,
          postcode: address.postcode,
          district: 'Petaling',
          cityId: address.cityId,
          stateId: address.stateId,
        })),
      );
    }
    await db.update(users).set({ organizationId, supportingDocuments: documents }).where(eq(users.id, userId));
  }
  return DEMO_ACCOUNTS.map(({ label, email }) => ({ label, email, password: passwordOf(email) }));
}

/**
 * Production keeps no demo account: any left from an earlier demo seeding of this database can no longer sign in
 * (no password verifies against `!`) and their sessions end. Returns the e-mails it locked.
 */
export async function lockDemoAccounts(db: Database): Promise<string[]> {
  const locked = await db
    .update(users)
    .set({ passwordHash: '!', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(sql`lower(${users.email}) like ${`%${DEMO_DOMAIN}`} and ${users.passwordHash} <> '!'`)
    .returning({ email: users.email });
  return locked.map((row) => row.email);
}

/** Creates an ADMIN with this e-mail, or promotes the existing account (e-mails compare case-insensitively). */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalized}`)
    .limit(1);
  const flags = {
    role: 'ADMIN',
    isEmailVerified: true,
    isProfileComplete: true,
    isApproved: true,
    reviewStatus: 'approved',
  } as const;
  if (!existing) {
    const [created] = await db
      .insert(users)
      .values({ email: normalized, passwordHash: await hashPassword(password), name: 'Administrator', ...flags })
      .returning({ id: users.id });
    return { id: created!.id, created: true };
  }
  const samePassword = await verifyPassword(password, existing.passwordHash);
  // a new password or a new role ends the sessions signed with the old ones
  const changed = !samePassword || existing.role !== 'ADMIN';
  await db
    .update(users)
    .set({
      ...flags,
      ...(samePassword ? {} : { passwordHash: await hashPassword(password) }),
      ...(changed ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  return { id: existing.id, created: false };
}

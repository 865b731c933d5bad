import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Samplebank <no-reply@samplebank.my>'),
  CONTACT_EMAIL: z.email().default('hello@samplebank.my'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().default('auto'),
  STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).max(25).optional()),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  s3?: { endpoint?: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string };
  admin?: { email: string; password: string };
  /** demo mode: seed the catalogue, create the demo accounts, show /dev/mail */
  demo: boolean;
  logLevel: string;
  webDist?: string;
  /** how long the public catalogue's answers are kept in memory; 0 turns the cache off */
  catalogueCacheSeconds: number;
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config; the first bad variable stops the start with one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError('Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
          region: e.S3_REGION,
        }
      : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    // demo by default only with the embedded database; a real PostgreSQL opts in with SEED_DEMO=true
    demo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    // tests read their own writes straight from the database, so they run without the cache unless they ask
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5),
  };
}

import { isIP } from 'node:net';
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

/** A limit: a whole number from 1 up, with its documented default. */
function limit(defaultValue: number, max = 100_000) {
  return z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(defaultValue);
}

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_READ_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  WEB_CONCURRENCY: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(64).default(1),
  CHECKOUT_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  OLDER_PICTURES_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
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
  // LHDN MyInvois (issue 20): e-invoices are submitted when both are set; the sandbox unless the base URL says otherwise
  MYINVOIS_CLIENT_ID: optionalText,
  MYINVOIS_CLIENT_SECRET: optionalText,
  MYINVOIS_BASE_URL: optionalText.pipe(z.url().optional()),
  MYINVOIS_PORTAL_URL: optionalText.pipe(z.url().optional()),
  EINVOICE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).max(25).optional()),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  ALLOW_TEST_CARDS: booleanFlag,
  TRUST_PROXY: optionalText,
  LIMIT_REGISTRATIONS_PER_HOUR: limit(10),
  LIMIT_AUTH_MAILS_PER_HOUR: limit(20),
  LIMIT_ACCOUNT_MAILS_PER_HOUR: limit(5),
  LIMIT_CONTACT_MESSAGES_PER_HOUR: limit(5),
  LIMIT_INVITATIONS_PER_HOUR: limit(30),
  LIMIT_SAMPLE_REQUESTS_PER_DAY: limit(10),
  LIMIT_SAMPLE_VIEWS_PER_HOUR: limit(120),
  LIMIT_FREE_UNITS_PER_SAMPLE: limit(2, 5),
  CHECKOUT_HOLD_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(15, 'must be at most 15: held stock returns within 15 minutes')
    .default(15),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** a read replica of databaseUrl; the public catalogue's reads go there (docs/scaling.md) */
  databaseReadUrl?: string;
  /** server processes on this machine, sharing the port (WEB_CONCURRENCY; PostgreSQL only) */
  workers: number;
  /** how often each background job runs, across all processes */
  jobSeconds: { checkoutExpiry: number; mailRetry: number; olderPictures: number; einvoice: number };
  jwtSecret?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  s3?: { endpoint?: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string };
  /** MyInvois's API credentials; without them e-invoices are built and checked, and kept as "not submitted" */
  myinvois?: { clientId: string; clientSecret: string; baseUrl?: string; portalUrl?: string };
  admin?: { email: string; password: string };
  /** seed the demo catalogue (and, outside production, the demo accounts) */
  demo: boolean;
  /** the demo accounts exist only outside production, with passwords generated into DATA_DIR */
  demoAccounts: boolean;
  /** the outbox page at /dev/mail: only outside production and only while mail stays in the outbox */
  devMail: boolean;
  /** how payments are taken: Stripe, the built-in test cards (never in production unless allowed), or not at all */
  payments: 'stripe' | 'test-cards' | 'none';
  /** which X-Forwarded-For entry is the client: off, a hop count, or the proxies' addresses and CIDRs */
  trustProxy: false | number | string[];
  limits: Limits;
  logLevel: string;
  webDist?: string;
  /** how long the public catalogue's answers are kept in memory; 0 turns the cache off */
  catalogueCacheSeconds: number;
};

/** The limits on flows that send mail, fill an inbox or take stock; README lists each with its default. */
export type Limits = {
  /** accounts registered from one address in an hour */
  registrationsPerHour: number;
  /** verification and reset mails asked for from one address in an hour */
  authMailsPerHour: number;
  /** verification codes, and reset links, mailed to one account in an hour */
  accountMailsPerHour: number;
  /** Get In Touch messages from one address in an hour */
  contactMessagesPerHour: number;
  /** board invitations one member sends in an hour */
  invitationsPerHour: number;
  /** Request for Sample submissions of one member in a day */
  sampleRequestsPerDay: number;
  /** sample pages one address may have counted in an hour (insights' views) */
  sampleViewsPerHour: number;
  /** units of one sample a member without payment may hold across open free requests */
  freeUnitsPerSample: number;
  /** minutes an unpaid checkout holds its stock */
  checkoutHoldMinutes: number;
};

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: off, a hop count, or a list of addresses and CIDRs; `true` (trust anyone) is refused. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || ['false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('Invalid configuration: TRUST_PROXY must be at most 10 hops');
    return hops;
  }
  if (['true', 'yes', 'on', '*'].includes(value.toLowerCase())) {
    throw new ConfigError(
      "Invalid configuration: TRUST_PROXY=true would believe every client's X-Forwarded-For; give the number of proxies in front (1) or their addresses (10.0.0.0/8)",
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxPrefix = version === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!version || !prefixOk || rest.length) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY entry "${entry}" is not a hop count, an address, a CIDR or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

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
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required when NODE_ENV=production (32+ random characters)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded database serves one process',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too',
    );
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
    databaseReadUrl: e.DATABASE_READ_URL,
    workers: e.WEB_CONCURRENCY,
    jobSeconds: {
      checkoutExpiry: e.CHECKOUT_EXPIRY_SECONDS,
      mailRetry: e.MAIL_RETRY_SECONDS,
      olderPictures: e.OLDER_PICTURES_SECONDS,
      einvoice: e.EINVOICE_SECONDS,
    },
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
    myinvois:
      e.MYINVOIS_CLIENT_ID && e.MYINVOIS_CLIENT_SECRET
        ? {
            clientId: e.MYINVOIS_CLIENT_ID,
            clientSecret: e.MYINVOIS_CLIENT_SECRET,
            baseUrl: e.MYINVOIS_BASE_URL,
            portalUrl: e.MYINVOIS_PORTAL_URL,
          }
        : undefined,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    // the demo catalogue by default only with the embedded database outside production; else SEED_DEMO=true asks
    demo: e.SEED_DEMO ?? (!e.DATABASE_URL && !isProduction),
    demoAccounts: (e.SEED_DEMO ?? !e.DATABASE_URL) && !isProduction,
    devMail: !isProduction && !e.SMTP_URL,
    payments: e.STRIPE_SECRET_KEY ? 'stripe' : !isProduction || e.ALLOW_TEST_CARDS ? 'test-cards' : 'none',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: {
      registrationsPerHour: e.LIMIT_REGISTRATIONS_PER_HOUR,
      authMailsPerHour: e.LIMIT_AUTH_MAILS_PER_HOUR,
      accountMailsPerHour: e.LIMIT_ACCOUNT_MAILS_PER_HOUR,
      contactMessagesPerHour: e.LIMIT_CONTACT_MESSAGES_PER_HOUR,
      invitationsPerHour: e.LIMIT_INVITATIONS_PER_HOUR,
      sampleRequestsPerDay: e.LIMIT_SAMPLE_REQUESTS_PER_DAY,
      sampleViewsPerHour: e.LIMIT_SAMPLE_VIEWS_PER_HOUR,
      freeUnitsPerSample: e.LIMIT_FREE_UNITS_PER_SAMPLE,
      checkoutHoldMinutes: e.CHECKOUT_HOLD_MINUTES,
    },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    // tests read their own writes straight from the database, so they run without the cache unless they ask
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5),
  };
}

/** What an operator must see at start: one line of the mode and what is on, and a warning for each risky choice. */
export function describeDeployment(config: Config): { line: string; warnings: string[] } {
  const production = config.env === 'production';
  const proxy =
    config.trustProxy === false
      ? 'off (the connecting address is the client)'
      : typeof config.trustProxy === 'number'
        ? `${config.trustProxy} hop${config.trustProxy === 1 ? '' : 's'}`
        : config.trustProxy.join(', ');
  const parts = [
    `mode: ${config.env}`,
    `database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
    `demo data: ${config.demo ? (config.demoAccounts ? 'catalogue and demo accounts' : 'catalogue only') : 'off'}`,
    `mail: ${config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).hostname}` : config.devMail ? 'outbox, shown at /dev/mail' : 'outbox only'}`,
    `payments: ${{ stripe: 'Stripe', 'test-cards': 'built-in test cards (no money is taken)', none: 'off' }[config.payments]}`,
    `storage: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : 'local disk'}`,
    `e-invoices: ${config.myinvois ? `MyInvois ${config.myinvois.baseUrl ? new URL(config.myinvois.baseUrl).hostname : 'sandbox'}` : 'built and kept, not submitted'}`,
    `proxy trust: ${proxy}`,
  ];
  const warnings: string[] = [];
  if (production) {
    if (!config.databaseUrl)
      warnings.push('The embedded PGlite database has one connection and no fsync: set DATABASE_URL.');
    if (!config.smtpUrl) warnings.push('SMTP_URL is not set: e-mails wait in the outbox and nobody receives them.');
    if (config.payments === 'none') {
      warnings.push(
        'No Stripe keys: premium checkout answers 503. Set STRIPE_* (or ALLOW_TEST_CARDS=true on a staging server).',
      );
    }
    if (config.payments === 'test-cards') {
      warnings.push('ALLOW_TEST_CARDS=true: orders are paid with test cards and no money is taken.');
    }
    if (/^https?:\/\/(localhost|127\.)/.test(config.publicUrl)) {
      warnings.push(`PUBLIC_URL is ${config.publicUrl}: links in e-mails will not reach anyone.`);
    }
  }
  if (config.stripe && !config.stripe.webhookSecret) {
    warnings.push('STRIPE_WEBHOOK_SECRET is not set: Stripe payment events are refused, so no order is marked paid.');
  }
  return { line: `Samplebank ${parts.join(' · ')}`, warnings };
}

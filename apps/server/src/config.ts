import path from 'node:path';
import { emailSchema } from '@topgear/shared/users';
import { PASSWORD_MIN_LENGTH } from '@topgear/shared/registration';
import { z } from 'zod';
import type { MailSettings } from './plugins/mail';
import { DEFAULT_API_REQUESTS_PER_MINUTE } from './plugins/security';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().trim().default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  AUTH_SECRET: z.string().trim().min(32, 'AUTH_SECRET must have at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional(),
  TRUST_PROXY: z.string().optional(),
  API_RATE_LIMIT: z.coerce
    .number({ error: 'API_RATE_LIMIT must be a whole number of requests per minute, at least 1' })
    .int('API_RATE_LIMIT must be a whole number of requests per minute, at least 1')
    .min(1, 'API_RATE_LIMIT must be a whole number of requests per minute, at least 1')
    .default(DEFAULT_API_REQUESTS_PER_MINUTE),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  CONTACT_INBOX: emailSchema.optional(),
  SEED_DEMO_CONTENT: z.stringbool({ error: 'SEED_DEMO_CONTENT must be true or false' }).default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** A variable set to blanks (`PORT=` in a compose file) means "not set", as if it were missing. */
const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  authSecret: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  trustProxy: string[] | undefined;
  /** API requests per minute one client address may make. */
  apiRequestsPerMinute: number;
  mail: MailSettings;
  seedDemoContent: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (vars.NODE_ENV === 'production' && vars.DATABASE_URL && !vars.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET is required in production with DATABASE_URL: every process must sign sessions with the same secret',
    );
  }
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    redisUrl: vars.REDIS_URL,
    authSecret: vars.AUTH_SECRET,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : undefined,
    trustProxy: vars.TRUST_PROXY?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    apiRequestsPerMinute: vars.API_RATE_LIMIT,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, contactInbox: vars.CONTACT_INBOX },
    seedDemoContent: vars.SEED_DEMO_CONTENT,
    logLevel: vars.LOG_LEVEL,
  };
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-session-secret-of-at-least-thirty-two-chars';

/** The ConfigError `loadConfig(env)` throws, so its message can be inspected. */
function configErrorFor(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('starts on port 3000 with the embedded database in ./data and no optional services', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      redisUrl: undefined,
      authSecret: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      trustProxy: undefined,
      apiRequestsPerMinute: 300,
      mail: { smtpUrl: undefined, from: undefined, contactInbox: undefined },
      seedDemoContent: true,
      logLevel: 'info',
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({ port: 8080, publicUrl: 'http://localhost:8080' });
  });

  it('treats empty and blank variables as unset', () => {
    const config = loadConfig({
      PORT: '',
      HOST: ' ',
      DATA_DIR: '',
      LOG_LEVEL: '',
      NODE_ENV: '',
      DATABASE_URL: '',
      REDIS_URL: '  ',
      AUTH_SECRET: '',
      PUBLIC_URL: ' ',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      TRUST_PROXY: '',
    });

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      logLevel: 'info',
      env: 'development',
      databaseUrl: undefined,
      redisUrl: undefined,
      authSecret: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      trustProxy: undefined,
    });
  });
});

describe('loadConfig with values', () => {
  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '4000',
      DATABASE_URL: 'postgresql://app@db:5432/topgear',
      DATA_DIR: '/var/lib/topgear',
      REDIS_URL: 'rediss://cache:6380',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: 'https://perform.example.com',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss password',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'TopGear Perform <hello@perform.example.com>',
      CONTACT_INBOX: 'sales@perform.example.com',
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '600',
    });

    expect(config).toEqual({
      env: 'production',
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: 'postgresql://app@db:5432/topgear',
      dataDir: path.resolve('/var/lib/topgear'),
      redisUrl: 'rediss://cache:6380',
      authSecret: SECRET,
      publicUrl: 'https://perform.example.com',
      admin: { email: 'boss@example.com', password: 'boss password' },
      trustProxy: undefined,
      apiRequestsPerMinute: 600,
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
        from: 'TopGear Perform <hello@perform.example.com>',
        contactInbox: 'sales@perform.example.com',
      },
      seedDemoContent: false,
      logLevel: 'warn',
    });
  });

  it.each([
    ['https://perform.example.com/', 'https://perform.example.com'],
    ['https://perform.example.com//', 'https://perform.example.com'],
    ['http://localhost:8080/hr/', 'http://localhost:8080/hr'],
  ])('trims the trailing slash of PUBLIC_URL %s', (publicUrl, expected) => {
    expect(loadConfig({ PUBLIC_URL: publicUrl }).publicUrl).toBe(expected);
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    expect(loadConfig({ DATA_DIR: './storage/topgear' }).dataDir).toBe(path.resolve('storage/topgear'));
  });

  it('splits TRUST_PROXY into a list of proxies, ignoring blanks', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8 ,,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });

  it('accepts production with DATABASE_URL when AUTH_SECRET is set, and production without DATABASE_URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/topgear', AUTH_SECRET: SECRET }),
    ).not.toThrow();
    expect(loadConfig({ NODE_ENV: 'production' }).authSecret).toBeUndefined();
  });
});

describe('loadConfig refuses', () => {
  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '3000.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/topgear' }],
    ['DATABASE_URL', { DATABASE_URL: 'db.example.com' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'perform.example.com' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://perform.example.com' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache:6379' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'too-short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'boss password' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '12345' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:25' }],
    ['CONTACT_INBOX', { CONTACT_INBOX: 'sales at example.com' }],
    ['SEED_DEMO_CONTENT', { SEED_DEMO_CONTENT: 'sometimes' }],
    ['API_RATE_LIMIT', { API_RATE_LIMIT: '0' }],
    ['API_RATE_LIMIT', { API_RATE_LIMIT: 'lots' }],
    ['API_RATE_LIMIT', { API_RATE_LIMIT: '2.5' }],
  ])('an invalid %s, naming it', (variable, env) => {
    const error = configErrorFor(env);
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`${variable}:`);
  });

  it('reports every invalid variable at once', () => {
    const message = configErrorFor({ PORT: 'x', DATABASE_URL: 'mysql://db', PUBLIC_URL: 'nope' }).message;

    for (const variable of ['PORT', 'DATABASE_URL', 'PUBLIC_URL']) expect(message).toContain(`${variable}:`);
  });

  it.each([
    ['ADMIN_EMAIL without ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.com' }],
    ['ADMIN_PASSWORD without ADMIN_EMAIL', { ADMIN_PASSWORD: 'boss password' }],
  ])('%s', (_case, env) => {
    expect(configErrorFor(env).message).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('production with DATABASE_URL but no AUTH_SECRET: every process must share one secret', () => {
    const error = configErrorFor({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/topgear' });

    expect(error.message).toContain('AUTH_SECRET is required in production with DATABASE_URL');
  });

  it('does not put the rejected secret values in the message', () => {
    const message = configErrorFor({ AUTH_SECRET: 'short-secret', ADMIN_EMAIL: 'x' }).message;

    expect(message).not.toContain('short-secret');
  });
});

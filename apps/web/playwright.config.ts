import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A fresh embedded database for every run. */
const dataDir = path.join(os.tmpdir(), `topgear-e2e-${port}`);

export const E2E_ADMIN = { email: 'admin@topgear.test', password: 'admin-password-1' };

/** The mail catcher beside the app: it takes the app's SMTP, and lists what arrived at `inboxUrl`. */
export const E2E_MAIL = {
  smtpPort: port + 1,
  inboxPort: port + 2,
  inboxUrl: `http://127.0.0.1:${port + 2}/messages`,
};

/**
 * The identity provider beside the app (a real OpenID Connect provider, `e2e/identity-provider.ts`):
 * the issuer an administrator enters, and where journeys read its client and add its people.
 */
export const E2E_IDP = {
  port: port + 3,
  issuer: `http://127.0.0.1:${port + 3}`,
  controlUrl: `http://127.0.0.1:${port + 4}`,
  redirectUri: `${baseURL}/api/auth/callback/company-sso`,
};

/**
 * Playwright's own list of Chromium features to turn off (as of 1.65.1), then the omnibox pop-ups:
 * Chromium 156 loads those browser-UI pages in every window, headless too — two more renderers for
 * every test, which cost the suite a quarter of its time on two cores. Chromium keeps only the
 * last --disable-features it is given, and Playwright passes its own first, so its list is repeated.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry absorbs a hiccup of the shared CI machine; Playwright still reports the test as flaky.
  retries: 1,
  reporter: [['list']],
  // The longer journeys (sign up, promote, add, reload, remove) need more than 30 s on a busy two-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // Recording a trace costs every test a screencast; only a retry, after a failure, records one.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium: this machine cannot download Playwright's own browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /(content-admin|invitations|sso|two-factor-requirement)\.spec\.ts/ },
    // Publishing and removing public content changes the lists other journeys count, so it runs after them.
    { name: 'content administration', testMatch: /content-admin\.spec\.ts/, dependencies: ['journeys'] },
    // Joining by invitation only refuses the registrations every other journey starts with: it runs after them.
    { name: 'who may join', testMatch: /invitations\.spec\.ts/, dependencies: ['content administration'] },
    // Single sign-on is one setting of the whole app, and can take passwords away: it runs alone, last.
    { name: 'single sign-on', testMatch: /sso\.spec\.ts/, dependencies: ['who may join'] },
    // Requiring two-factor sign-in of admins and managers holds the journeys' administrator too: after all the rest.
    {
      name: 'two-factor requirement',
      testMatch: /two-factor-requirement\.spec\.ts/,
      dependencies: ['single sign-on'],
    },
  ],
  webServer: [
    {
      command: '../../node_modules/.bin/tsx e2e/mail-catcher.ts',
      url: E2E_MAIL.inboxUrl,
      reuseExistingServer: false,
      // The longer journeys (sign up, promote, add, reload, remove) need more than 30 s on a busy two-core CI machine.
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: '../../node_modules/.bin/tsx e2e/identity-provider.ts',
      url: `${E2E_IDP.controlUrl}/client`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf "${dataDir}" && node ../server/dist/server.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        // Each test plays a different client address (see e2e/fixtures.ts), as behind a proxy.
        TRUST_PROXY: '127.0.0.1,::1',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL.smtpPort}`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, registerViaApi, signInAsAdmin, startChatViaApi, test } from './fixtures';

/*
 * The shared e2e server cannot be restarted under the other journeys, so this spec runs a server
 * of its own, the same build, on a port and a data directory of its own, and restarts that.
 */

const serverEntry = fileURLToPath(new URL('../../server/dist/server.js', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100) + 10;
const ownUrl = `http://localhost:${port}`;
/** Fixed for both runs: every session signed before the restart is still good after it. */
const authSecret = randomBytes(32).toString('base64url');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy() {
  try {
    return (await fetch(`${ownUrl}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** A server process of this spec's own: started, stopped with SIGTERM, and started again on the same data. */
class OwnServer {
  private child: ChildProcess | undefined;
  private stderr = '';
  /** Should the worker itself go without tearing down, the server goes with it. */
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  constructor(private readonly dataDir: string) {}

  async start() {
    if (await healthy()) throw new Error(`something already answers on ${ownUrl}: is an earlier run still up?`);
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: this.dataDir,
        PUBLIC_URL: ownUrl,
        AUTH_SECRET: authSecret,
        // Each test plays a different client address (see e2e/fixtures.ts), as behind a proxy.
        TRUST_PROXY: '127.0.0.1,::1',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // The public site's demo content is not needed here, and seeding it slows the start.
        SEED_DEMO_CONTENT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    process.once('exit', this.killOnExit);
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    const deadline = Date.now() + 30_000;
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within 30 s:\n${this.stderr}`);
      await delay(100);
    }
  }

  /** SIGTERM, and the process gone (SIGKILL after 15 s of waiting). */
  async stop() {
    const child = this.child;
    this.child = undefined;
    process.off('exit', this.killOnExit);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
const messageItems = (page: Page) => messages(page).getByRole('listitem');
const messageWith = (page: Page, text: string) => messageItems(page).filter({ hasText: text });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const connectionStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Connecting…|Reconnecting…/ });

/**
 * The spec's own server, up before the test starts: a first start (migrations, the administrator)
 * takes several seconds on a busy two-core machine, and is not what is being tested.
 */
const restartTest = test.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `topgear-e2e-restart-${port}-`));
      const server = new OwnServer(dataDir);
      try {
        await server.start();
        await use(server);
      } finally {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

// One worker for this file: a second worker would start a second server on the same port.
restartTest.describe.configure({ mode: 'serial' });

restartTest(
  'reconnect after the server restarts: a message written meanwhile is delivered once',
  async ({ browser, extraHTTPHeaders, ownServer }) => {
    const context = await browser.newContext({ baseURL: ownUrl, extraHTTPHeaders });
    const adminContext = await browser.newContext({ baseURL: ownUrl, extraHTTPHeaders });
    try {
      const person = await registerViaApi(context.request);
      const conversation = await startChatViaApi(context.request, { name: person.fullName, email: person.email });
      const page = await context.newPage();
      await page.goto('/dashboard/chat');
      await expect(page.getByRole('heading', { level: 1, name: 'Chat for us!' })).toBeVisible();
      await expect(messages(page)).toBeVisible();
      await expect(connectionStatus(page)).toHaveCount(0);

      await messageBox(page).fill('Written before the restart');
      await messageBox(page).press('Enter');
      await expect(messageWith(page, 'Written before the restart')).toBeVisible();
      await expect(messages(page).getByText('Sending…')).toHaveCount(0);

      await ownServer.stop();
      await expect(connectionStatus(page)).toHaveText('Reconnecting…');

      await messageBox(page).fill('Written while the server was down');
      await messageBox(page).press('Enter');
      await expect(messageBox(page)).toHaveValue('');
      const waiting = messageWith(page, 'Written while the server was down');
      await expect(waiting).toContainText('Sending…');

      await ownServer.start();
      // The retries are at most 5 s apart.
      await expect(connectionStatus(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(waiting).not.toContainText('Sending…');
      await expect(waiting.locator('time')).toBeVisible();
      await expect(messageItems(page)).toHaveCount(2);

      // Stored once: the history after a reload has each message once, in order.
      await page.reload();
      await expect(messageItems(page)).toHaveCount(2);
      await expect(messageItems(page)).toContainText([
        'Written before the restart',
        'Written while the server was down',
      ]);

      await signInAsAdmin(adminContext.request);
      const admin = await adminContext.newPage();
      await admin.goto(`/dashboard/chatrequest/${conversation.id}`);
      await expect(admin.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
      const written = messageItems(admin).filter({ hasNotText: 'New messages' });
      await expect(written).toHaveCount(2);
      await expect(written).toContainText(['Written before the restart', 'Written while the server was down']);
      for (const item of await written.all()) await expect(item).toContainText(person.fullName);
    } finally {
      await adminContext.close();
      await context.close();
    }
  },
);

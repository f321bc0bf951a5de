import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
/** Where a test runs its stand-in push service: the only push origin this server may call. */
export const E2E_PUSH_PORT = PORT + 50;
/** The SMS provider's auth token: the texts spec signs its inbound webhooks with it. */
export const E2E_SMS_TOKEN = 'e2e-sms-auth-token';
/** Where the texts spec runs its stand-in of the SMS provider's Messages API: replies go there. */
export const E2E_SMS_PORT = PORT + 51;
// A fresh database for every run: the real server on a temporary SQLite file. Workers inherit
// the runner's environment, so they see the same folder.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-')));
/** The server's own copy of the built app, so a test can publish a new service worker. */
export const E2E_WEB_DIST = path.join(dataDir, 'web');
if (!existsSync(E2E_WEB_DIST) && existsSync('web/dist')) cpSync('web/dist', E2E_WEB_DIST, { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    // A trace records the screen and the DOM at every step, on both cores' time. CI keeps only the
    // log (a failure's message, the server's warnings and the failure screenshot's path), so it
    // records none; here a failed journey keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The server's warnings and errors (LOG_LEVEL warn) show beside a failing test.
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      WEB_DIST: E2E_WEB_DIST,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SCRYPT_COST: '16384',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_ATTEMPTS_PER_15_MIN: '1000',
      // Every test browser shares 127.0.0.1; the daily limit still counts per email.
      REQUEST_LIMIT_BY_ADDRESS: 'false',
      ACCOUNT_MAILS_PER_CLIENT_PER_DAY: '1000',
      LOG_LEVEL: 'warn',
      PUSH_ENDPOINTS: `http://127.0.0.1:${E2E_PUSH_PORT}`,
      // A provider whose API is a local stand-in: staff can reply, and no text leaves the machine.
      TWILIO_AUTH_TOKEN: E2E_SMS_TOKEN,
      TWILIO_ACCOUNT_SID: 'AC-e2e',
      TWILIO_FROM: '+15105550000',
      TWILIO_API_URL: `http://127.0.0.1:${E2E_SMS_PORT}`,
    },
  },
});

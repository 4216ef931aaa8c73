import { defineConfig, devices } from '@playwright/test'

import { DEMO_TOTP_SECRET } from './tests/helpers/e2e-demo'

const port = Number(process.env.E2E_PORT || 3100)
/** Stripe, as the app and the browser meet it in these tests: a stand-in on this port (tests/e2e/stripe-standin-main.ts). */
const stripePort = Number(process.env.E2E_STRIPE_PORT || 12111)
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_standin',
  STRIPE_WEBHOOKS_SIGNING_SECRET: 'whsec_e2e_standin',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_standin',
}

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production
 * build, served the zero-setup way: no DATABASE_URL, so the launcher starts an embedded
 * PostgreSQL in a scratch data dir, migrates and seeds it. See scripts/run-e2e.ts.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing records every action of every test to keep a failure's: a fifth of Chromium's time
    // over the run. A failure keeps its screenshot and page snapshot; `--trace on` records more.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/stripe-standin-main.ts',
      port: stripePort,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...stripe, E2E_STRIPE_PORT: String(stripePort), E2E_STRIPE_WEBHOOK_URL: `http://localhost:${port}/api/payments/webhook` },
    },
    {
      command: `node --import tsx scripts/run.ts start -p ${port}`,
      url: `http://localhost:${port}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      // Let the launcher stop its embedded PostgreSQL instead of leaving it to the next start.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        DATABASE_URL: '',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production',
        DEMO_PASSWORD: process.env.DEMO_PASSWORD || 'e2e-demo-password',
        DEMO_TOTP_SECRET,
        SITE_URL: `http://localhost:${port}`,
        BIZNESS_DATA_DIR: process.env.BIZNESS_DATA_DIR || '.data/e2e',
        MEDIA_DIR: process.env.MEDIA_DIR || '.data/e2e/media',
        // Accounts the tests make through the API name a visitor of their own in X-Forwarded-For
        // (helpers/account.ts), as a proxy would: all from 127.0.0.1, they would use up one
        // visitor's hourly share of sign-up mail. The browser's own requests still count as 127.0.0.1.
        TRUST_PROXY: '1',
        ...stripe,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
})

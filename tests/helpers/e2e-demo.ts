/**
 * The authenticator secret of every demo staff account on the browser tests' server
 * (playwright.config.ts hands it to the seed as DEMO_TOTP_SECRET; src/seed/demo-credentials.ts),
 * so the tests make the codes staff log in with.
 */
export const DEMO_TOTP_SECRET = process.env.DEMO_TOTP_SECRET || 'E2EDEMOSTAFFSECRETFORBROWSERTEST'

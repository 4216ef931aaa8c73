import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { lv } from '@payloadcms/translations/languages/lv'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { Attachments } from './collections/Attachments'
import { AuditLog } from './collections/AuditLog'
import { StripeEvents } from './collections/StripeEvents'
import { Favourites } from './collections/Favourites'
import { Inquiries } from './collections/Inquiries'
import { NdaAcceptances } from './collections/NdaAcceptances'
import { SavedSearches } from './collections/SavedSearches'
import { Categories } from './collections/Categories'
import { SiteSettings } from './collections/globals/SiteSettings'
import { Nda } from './collections/globals/Nda'
import { Terms } from './collections/globals/Terms'
import { Invites } from './collections/Invites'
import { Listings } from './collections/Listings'
import { Locations } from './collections/Locations'
import { PANEL_DATE_FORMAT } from './collections/fields/panelDateFormat'
import { Plans } from './collections/Plans'
import { Media } from './collections/Media'
import { Reports } from './collections/Reports'
import { withEditLock } from './collections/editLock'
import { withPanelLabels } from './collections/panelLabels'
import { withInternalAccess } from './collections/payloadInternals'
import { Users } from './collections/Users'
import { languageNames } from './src/i18n/language-names'
import { payloadLatvian } from './src/i18n/payload-lv'
import { isAdminRequest } from './src/access/isAdminRequest'
import { queuedEmailAdapter } from './src/email/queued-adapter'
import { expiryRemindersTask } from './src/jobs/expiry-reminders'
import { sweepExpiredListingsTask } from './src/jobs/sweep-expired-listings'
import { passwordResetTask } from './src/jobs/password-reset'
import { savedSearchDigestTask } from './src/jobs/saved-search-digest'
import { sendEmailTask } from './src/jobs/send-email'
import { jobsCollectionOverrides } from './src/jobs/jobs-collection'
import { sweepOrphanFilesTask } from './src/jobs/sweep-orphan-files'
import { endpoints, favouritesCollectionEndpoints, savedSearchesCollectionEndpoints, usersCollectionEndpoints } from './src/endpoints'
import { allowedOrigins } from './src/lib/api/allowed-origins'
import { answerWhileDatabaseAway } from './src/lib/api/database-away'
import { databaseUrl } from './src/lib/database/database-url'
import { poolSettings } from './src/lib/database/pool-settings'
import { withTransactionCallbacks } from './src/lib/database/transaction-callbacks'
import { watchedPg } from './src/lib/database/watched-pg'
import { guardQueryInput } from './src/lib/query-input/guard-query-input'
import { recordSessionUses } from './src/lib/api/session-use'
import { REFUSAL_LOGGING } from './src/lib/errors/app-error'
import { resolvePayloadSecret } from './src/lib/runtime/payload-secret'
import { s3StoragePlugin } from './src/lib/storage/s3-storage'
import { MAX_UPLOAD_BYTES } from './src/lib/storage/file-kinds'
import { migrations } from './src/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const built = guardQueryInput(
  withInternalAccess(
    buildConfig({
      secret: resolvePayloadSecret(),
      admin: {
        user: Users.slug,
        meta: { titleSuffix: ' — Bizness' },
        // Gravatar would send every staff e-mail hash to a third party (and fails offline).
        avatar: 'default',
        importMap: { baseDir: path.resolve(dirname, 'src') },
        // date-fns pattern: '23.11.2026 18:14' in both languages, never 'novembrī 23. 2026, 6:14 pm'.
        dateFormat: PANEL_DATE_FORMAT,
        components: {
          beforeDashboard: ['/components/admin/attention-dashboard#AttentionDashboard'],
          // The login asks staff for their second factor (src/components/admin/login-view.tsx).
          views: { login: { Component: '/components/admin/login-view#LoginView' } },
        },
      },
      i18n: {
        supportedLanguages: { lv, en },
        fallbackLanguage: 'lv',
        translations: { lv: payloadLatvian },
      },
      localization: {
        // Pages read content in their own language; a field with no translation falls back to
        // Latvian (docs/decisions/143-russian-content-falls-back-to-latvian.md).
        locales: languageNames().map(({ value, label }) => ({ code: value, label })),
        defaultLocale: 'lv',
        fallback: true,
      },
      collections: [
        Listings,
        Categories,
        Locations,
        { ...Users, endpoints: usersCollectionEndpoints },
        Invites,
        Plans,
        Articles,
        Media,
        Attachments,
        Reports,
        Inquiries,
        NdaAcceptances,
        AuditLog,
        StripeEvents,
        { ...Favourites, endpoints: favouritesCollectionEndpoints },
        { ...SavedSearches, endpoints: savedSearchesCollectionEndpoints },
      ]
        .map(withEditLock)
        .map(withPanelLabels),
      globals: [SiteSettings, Terms, Nda].map(withEditLock).map(withPanelLabels),
      endpoints,
      editor: lexicalEditor(),
      graphQL: { disable: true },
      // The session cookie counts only on requests from the site's own pages (src/lib/api/foreign-request.ts refuses the rest).
      csrf: [...allowedOrigins()],
      // Files of deleted uploads wait for the commit (src/services/uploads/held-files.ts).
      db: withTransactionCallbacks(
        postgresAdapter({
          // Bounded waits, and pools whose lost connections are expected (docs/decisions/059-postgresql-restart-pool.md).
          pg: watchedPg,
          pool: poolSettings(databaseUrl()),
          migrationDir: path.resolve(dirname, 'src/migrations'),
          push: false,
          prodMigrations: migrations,
        }),
      ),
      email: queuedEmailAdapter(),
      jobs: {
        tasks: [
          sendEmailTask,
          passwordResetTask,
          expiryRemindersTask,
          sweepExpiredListingsTask,
          savedSearchDigestTask,
          sweepOrphanFilesTask,
        ],
        // Admins see what waits and what failed for good, undelivered mail above all (src/jobs/jobs-collection.ts).
        jobsCollectionOverrides,
        // Our queues run from instrumentation or from `npm run worker` (src/jobs/server-queues.ts, src/jobs/worker.ts),
        // each alone across processes (src/jobs/run-alone.ts), not by autoRun.
        deleteJobOnComplete: true,
        // Payload lets every signed-in user run, queue and cancel jobs by default. Its run and
        // handle-schedules routes would run a queue beside our lock (src/jobs/run-alone.ts), so
        // nobody calls them; the servers or the workers run the queues.
        access: { run: () => false, queue: isAdminRequest, cancel: isAdminRequest },
      },
      // Busboy stops reading a file at this size and marks it truncated (reaching the limit counts,
      // hence + 1). Payload would store the truncated part (payloadcms/payload#11153), so every upload
      // collection's hook refuses it with a 413 (checkUpload) and our message in the reader's language.
      // Not abortOnLimit, Payload's default since 3.90: its abort answers the 413 in its own English words.
      upload: { limits: { fileSize: MAX_UPLOAD_BYTES + 1 }, abortOnLimit: false },
      // Uploads go to S3 when S3_BUCKET is set, to disk under MEDIA_DIR otherwise.
      plugins: [s3StoragePlugin()],
      sharp,
      // Payload regenerates the types in a child process of every non-production start: only
      // `next dev` should (tests, scripts and benches each spent a core on it for seconds, writing one file at once).
      typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
      telemetry: false,
      // Payload's own readable logger, unless PAYLOAD_LOG_LEVEL asks for a quieter one (tests).
      ...(process.env.PAYLOAD_LOG_LEVEL ? { logger: { options: { level: process.env.PAYLOAD_LOG_LEVEL } } } : {}),
      // Each session's browser, address and last use, for the account's list of its sessions.
      onInit: recordSessionUses,
      // A wrong password, or any refusal of the app's, is the visitor's mistake, not a server error.
      loggingLevels: { AuthenticationError: 'info', LockedAuth: 'info', ...REFUSAL_LOGGING },
      // Deeply populated REST reads cost many queries and reveal nothing a page needs.
      maxDepth: 3,
    }),
  ),
)

// Every route, Payload's own included, answers a database that is away with 503 (src/lib/api/database-away.ts).
export default answerWhileDatabaseAway(built)

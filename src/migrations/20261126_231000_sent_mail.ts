import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The record that a mail job's message was taken by the SMTP server (src/email/sent-mail.ts),
 * kept apart from Payload's own bookkeeping of the job, so a retry of the job sends nothing
 * when Payload could not record the success. It goes with its job: Payload deletes completed jobs.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "sent_mail" (
  	"job_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."payload_jobs"("id") ON DELETE cascade,
  	"message_id" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "sent_mail";`)
}

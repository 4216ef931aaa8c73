import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * What the sessions list shows of each session beside Payload's own row in users_sessions (its
 * id is the JWT's sid): the browser's User-Agent, the address it came from and when it was last
 * used. Payload rewrites a user's whole sessions array (delete, then insert the survivors) when it
 * adds or drops one, so a foreign key to users_sessions would take the survivors' rows too;
 * instead a deferred trigger removes a row at the commit that leaves its session gone for good.
 * The rows go with their user as well.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "session_devices" (
  	"sid" varchar PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
  	"user_agent" varchar,
  	"address" varchar,
  	"last_used_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "session_devices_user_idx" ON "session_devices" USING btree ("user_id");

  CREATE FUNCTION "session_devices_follow_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "session_devices" d
    WHERE d."sid" = OLD."id" AND NOT EXISTS (SELECT 1 FROM "users_sessions" s WHERE s."id" = OLD."id");
    RETURN NULL;
  END $$;

  CREATE CONSTRAINT TRIGGER "session_devices_follow_sessions"
    AFTER DELETE ON "users_sessions" DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION "session_devices_follow_sessions"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "session_devices_follow_sessions" ON "users_sessions";
  DROP FUNCTION "session_devices_follow_sessions"();
  DROP TABLE "session_devices";`)
}

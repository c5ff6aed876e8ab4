import { sql, type Kysely } from "kysely";

/**
 * Self-service custom domains (issue 13, decision 011). `landing_hosts` keeps
 * one row per *served* host (its hostname is the primary key: the first
 * landing to verify a host wins it). `domain_claims` holds each owner's claim
 * on a host, keyed by (hostname, landing): any number of pending claims may
 * exist for one host, each with its own TXT token, so nobody can squat a
 * domain by claiming it first. A claim's status follows core/domains/state.ts;
 * `failures` counts failed re-checks in a row, `pro_lapsed_at` when the daily
 * check first saw the owner without PRO, `provider_id` the hostname's id at
 * the custom-hostname provider (Cloudflare for SaaS).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("domain_claims")
    .addColumn("hostname", "text", (c) => c.notNull())
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending','certificate_pending','active','failing')`),
    )
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_checked_at", "text")
    .addColumn("problem", "text")
    .addColumn("provider_id", "text")
    .addColumn("pro_lapsed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addPrimaryKeyConstraint("domain_claims_pk", ["hostname", "landing_uuid"])
    .execute();
  // One domain per landing (the API's singular /domain); looked up by landing.
  await db.schema
    .createIndex("domain_claims_landing")
    .on("domain_claims")
    .column("landing_uuid")
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("domain_claims").execute();
}

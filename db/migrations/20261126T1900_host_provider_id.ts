import type { Kysely } from "kysely";

/**
 * Decision 011: the `www`/apex twin bound with an owner's domain is a
 * `landing_hosts` row of its own, and needs its own custom hostname at the
 * provider (Cloudflare for SaaS) to get a certificate and reach the worker.
 * `provider_id` is that hostname's id, so removing the twin deletes it; null
 * for the DNS-only driver, for admin-bound hosts, and for the domain itself
 * (its id lives on its `domain_claims` row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landing_hosts").addColumn("provider_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landing_hosts").dropColumn("provider_id").execute();
}

import { sql, type Kysely } from "kysely";
import { idColumn } from "../dialect";

/**
 * Payments (issue 8): orders with money in integer minor units, a log of every
 * verified provider notification (unmatched ones included, for admins), the
 * link from a purchase to its order, and the owner's "no renewal reminders".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("paid_amount_minor", "integer")
    .addColumn("paid_currency", "text")
    .execute();
  await db.schema
    .createIndex("payment_orders_user")
    .on("payment_orders")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    /** applied | replay | stale | ignored | mismatch | unmatched | failed | refunded */
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("payment_events_order")
    .on("payment_events")
    .column("order_id")
    .execute();
  await db.schema
    .createIndex("payment_events_outcome")
    .on("payment_events")
    .columns(["outcome", "received_at"])
    .execute();

  await db.schema
    .alterTable("purchases")
    .addColumn("order_id", "text", (c) => c.references("payment_orders.id").onDelete("set null"))
    .execute();
  await sql`create unique index purchases_order on purchases(order_id) where order_id is not null`.execute(
    db,
  );

  await db.schema
    .alterTable("users")
    .addColumn("renewal_reminders_off", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("renewal_reminders_off").execute();
  await db.schema.dropIndex("purchases_order").execute();
  await db.schema.alterTable("purchases").dropColumn("order_id").execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("payment_orders").execute();
}

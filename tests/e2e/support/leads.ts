import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { readOutbox, type OutboxMail } from "../../../app/services/platform/mail-outbox";
import { dataDir } from "./owner";

/**
 * Issue 24 helpers shared by the lead specs: what runs off a phone's screen,
 * and the owner's lead mails in the file mailer's outbox.
 */

/** Elements running off the side of the screen (none may: a phone would scroll sideways). */
export function overflowing(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    (w) =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > w + 0.5)
        .filter((el) => !el.closest(".visually-hidden"))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    width,
  );
}

/** The mails to `email` whose subject is `subject` (the lead mail's, in the owner's language). */
export function mailsTo(email: string, subject: string): OutboxMail[] {
  return readOutbox(path.join(dataDir, "mail")).filter(
    (m) => m.to.includes(email) && m.subject === subject,
  );
}

/** `n` new leads straight in the database, for a screen that only needs the count (not spam). */
export function insertNewLeads(ownerId: number, landingUuid: string, n: number): void {
  const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
  try {
    const insert = db.prepare(
      `insert into leads (id, landing_uuid, owner_id, created_at, fields, consent_text,
         consent_hash, consent_policy_url, consent_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = new Date().toISOString();
    for (let i = 0; i < n; i++) {
      const fields = JSON.stringify([{ name: "name", label: "Имя", value: `Гость ${i + 1}` }]);
      insert.run(
        randomUUID(),
        landingUuid,
        ownerId,
        now,
        fields,
        "Согласен",
        "0".repeat(64),
        "https://example.com/privacy",
        now,
      );
    }
  } finally {
    db.close();
  }
}

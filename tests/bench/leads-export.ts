/**
 * The leads CSV export streams (issue 25): 100,000 leads of one owner, exported
 * through the real service on a file SQLite database, the file read as a browser
 * would (chunk by chunk, nothing kept). Printed: the file's size, the time, and
 * the heap kept during the export (measured after a forced collection every 20
 * chunks) beside the file's size — a streamed export keeps a batch, not the file.
 *
 *   node --expose-gc --import tsx tests/bench/leads-export.ts   (COUNT=100000)
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportLeadsCsv } from "../../app/services/leads/index.server";
import { migrateToLatest, openDatabase } from "../../db/database";
import { createLanding } from "../../db/queries/landings";
import { insertUser } from "../../db/queries/users";
import type { NewLead } from "../../db/schema";

const COUNT = Number(process.env.COUNT ?? 100_000);
const INSERT_BATCH = 2_000;

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-export-"));
const db = openDatabase(path.join(dir, "vitrina.sqlite"));
try {
  await migrateToLatest(db);
  const now = new Date();
  const owner = await insertUser(db, {
    name: "Bench Owner",
    email: "export@example.com",
    phone: "+70000000000",
    password_hash: "not-a-login",
    created_at: now.toISOString(),
  });
  const landing = await createLanding(db, { parentUser: owner, now });
  const lead = (i: number): NewLead => {
    const fields = [
      { name: "name", label: "Имя", value: `Посетитель ${i}` },
      { name: "phone", label: "Телефон", value: `+7 900 ${String(i).padStart(7, "0")}` },
      { name: "note", label: "Комментарий", value: "Хочу заказать стол из дуба, 180 × 90 см" },
    ];
    return {
      id: randomUUID(),
      landing_uuid: landing.uuid,
      owner_id: owner,
      created_at: new Date(now.getTime() - i * 1000).toISOString(),
      fields: JSON.stringify(fields),
      item: null,
      search_text: fields.map((f) => f.value.toLowerCase()).join("\n"),
      page_url: "https://vitrina.example/l/dubrava",
      consent_text: "Я согласен на обработку персональных данных",
      consent_hash: "0".repeat(64),
      consent_policy_url: "https://example.com/privacy",
      consent_at: now.toISOString(),
      consent_ip: "203.0.113.7",
    };
  };
  const seedStart = performance.now();
  for (let i = 0; i < COUNT; i += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, COUNT - i) }, (_, k) => lead(i + k));
    await db.transaction().execute((trx) => trx.insertInto("leads").values(rows).execute());
  }
  console.log(`seeded ${COUNT} leads in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const gc = global.gc;
  if (!gc) throw new Error("run with node --expose-gc --import tsx");
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  /** One export read to its end; with `measure`, the heap after a collection every 20 chunks. */
  const exportOnce = async (measure: boolean) => {
    const stream = await exportLeadsCsv({ db }, { id: owner }, new URLSearchParams(), {
      language: "ru",
    });
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    let heapPeak = 0;
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const chunk = r.value;
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) lines += 1;
      if (measure && ++chunks % 20 === 0) {
        gc();
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }
    }
    return { bytes, lines, heapPeak };
  };
  const start = performance.now();
  const { bytes, lines } = await exportOnce(false);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `export of ${COUNT} leads: ${lines - 1} rows, ${mb(bytes)} MB in ${seconds.toFixed(1)} s ` +
      `(${Math.round(COUNT / seconds)} leads/s)`,
  );
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const { heapPeak } = await exportOnce(true);
  console.log(
    `heap in use: ${mb(heapBefore)} MB before, at most ${mb(heapPeak)} MB during a second ` +
      `export (after a collection every 20 chunks) — for a ${mb(bytes)} MB file`,
  );
  if (lines - 1 !== COUNT) {
    console.error(`expected ${COUNT} rows`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

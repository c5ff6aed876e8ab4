import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDb } from "../../db/database";
import type { SiteStore } from "../../core/storage/site-store";
import { loadConfig } from "../../app/services/platform/config.server";
import { createFileMailer } from "../../app/services/platform/mail.server";
import { readOutbox } from "../../app/services/platform/mail-outbox";
import { setContext, type AppContext } from "../../app/services/platform/runtime.server";

/** Test kit for the account services: a fresh DB, a real file mailer in a temp dir, a movable clock. */
export async function makeAuthContext(start = new Date("2026-03-01T12:00:00Z")) {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-auth-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    APP_URL: "https://app.test",
    SESSION_SECRET: "s".repeat(40),
  } as NodeJS.ProcessEnv);
  const clock = { now: start };
  const mailDir = path.join(dir, "mail");
  const ctx: AppContext = {
    db: await createTestDb(),
    config,
    mailer: createFileMailer(mailDir, config.mailFrom),
    now: () => clock.now,
    // The account services never touch the bucket.
    store: undefined as unknown as SiteStore,
  };
  setContext(ctx);
  return {
    ctx,
    clock,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    /** Decoded text bodies of the mails written so far, oldest first. */
    mails: () => readOutbox(mailDir),
  };
}

export { linkIn, parseEml } from "../../app/services/platform/mail-outbox";

export function formRequest(
  url: string,
  fields: Record<string, string>,
  init: { ip?: string; cookie?: string } = {},
) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  headers.set("x-vitrina-client-ip", init.ip ?? "203.0.113.1");
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(new URL(url, "https://app.test"), {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

export function jsonRequest(
  url: string,
  body: unknown,
  init: { ip?: string; cookie?: string; method?: string } = {},
) {
  const headers = new Headers({ "content-type": "application/json" });
  headers.set("x-vitrina-client-ip", init.ip ?? "203.0.113.1");
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(new URL(url, "https://app.test"), {
    method: init.method ?? "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function getRequest(url: string, cookie?: string) {
  return new Request(new URL(url, "https://app.test"), { headers: cookie ? { cookie } : {} });
}

/** Turns Set-Cookie values into a Cookie request header (deleted cookies dropped). */
export function cookieHeader(setCookies: string[], previous = ""): string {
  const jar = new Map<string, string>();
  for (const part of previous
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf("=");
    jar.set(part.slice(0, eq), part.slice(eq + 1));
  }
  for (const sc of setCookies) {
    const [pair, ...attrs] = sc.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (attrs.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export function setCookiesOf(res: Response): string[] {
  return res.headers.getSetCookie();
}

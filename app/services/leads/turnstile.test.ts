import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_INPUTS } from "../../../core/landing/form-inputs";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import {
  GOOD_TOKEN,
  SITEVERIFY_SECRET,
  startSiteverify,
  type SiteverifyStandIn,
} from "../../../tests/stand-ins/turnstile-siteverify";
import * as ingest from "../../routes/api+/internal.leads";
import type { TurnstileConfig } from "./config.server";
import { verifyTurnstile } from "./turnstile.server";

/** Issue 25: the optional Turnstile check of a submit, against a loopback siteverify. */
let kit: Kit;
withFreshKit((k) => (kit = k));
let siteverify: SiteverifyStandIn;
beforeAll(async () => {
  siteverify = await startSiteverify();
});
afterAll(() => siteverify.close());

const config = (): TurnstileConfig => ({
  siteKey: "0x4AAAAAAAtest-site-key",
  secretKey: SITEVERIFY_SECRET,
  verifyUrl: siteverify.url,
});
const quiet = () => {};

describe("verifyTurnstile", () => {
  it("passes a good token, fails a bad one, and sends the secret and the visitor's address", async () => {
    siteverify.mode = "ok";
    siteverify.calls.length = 0;
    expect(await verifyTurnstile(config(), GOOD_TOKEN, "203.0.113.7", quiet)).toBe("passed");
    expect(await verifyTurnstile(config(), "forged", null, quiet)).toBe("failed");
    expect(siteverify.calls[0]).toEqual({
      secret: SITEVERIFY_SECRET,
      response: GOOD_TOKEN,
      remoteip: "203.0.113.7",
    });
    expect(siteverify.calls[1]).not.toHaveProperty("remoteip");
  });

  it("calls no one without a token, and holds nothing against the visitor when siteverify fails", async () => {
    siteverify.calls.length = 0;
    expect(await verifyTurnstile(config(), undefined, null, quiet)).toBe("missing");
    expect(siteverify.calls).toHaveLength(0);
    siteverify.mode = "broken";
    const logged: string[] = [];
    expect(await verifyTurnstile(config(), GOOD_TOKEN, null, (m) => logged.push(m))).toBe(
      "unverified",
    );
    expect(logged.join()).not.toContain(SITEVERIFY_SECRET);
    const down = { ...config(), verifyUrl: "http://127.0.0.1:9/siteverify" };
    expect(await verifyTurnstile(down, GOOD_TOKEN, null, quiet)).toBe("unverified");
    siteverify.mode = "ok";
  });
});

describe("the ingest with Turnstile set up", () => {
  async function send(token: string | undefined) {
    const owner = await kit.addUser();
    const uuid = await landingWithForm(kit, owner);
    const body = await submit(kit, uuid);
    if (token !== undefined) body.fields[FORM_INPUTS.turnstile] = token;
    const res = (await ingest.action({
      request: await relay(kit, body),
      params: {},
      context: {},
    })) as Response;
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await kit.ctx.db
      .selectFrom("leads")
      .select("spam")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.spam;
  }

  it("stores every submit; a bad or missing token files it as spam, a good one does not", async () => {
    const leads = kit.ctx.config.leads as { turnstile: TurnstileConfig | null };
    leads.turnstile = config();
    try {
      expect(await send(GOOD_TOKEN)).toBe(0);
      expect(await send("forged")).toBe(1);
      expect(await send(undefined)).toBe(1);
    } finally {
      leads.turnstile = null;
    }
    // Not set up: no token needed.
    expect(await send(undefined)).toBe(0);
  });
});

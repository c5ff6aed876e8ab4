import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { findClaimOfLanding } from "../../../db/queries/domain-claims";
import { createLanding, updateLanding } from "../../../db/queries/landings";
import { insertUserSettings } from "../../../db/queries/user-settings";
import { insertUser, updateUserRow } from "../../../db/queries/users";
import { startEdge, type Edge } from "../../../scripts/lib/edge";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { loadConfig } from "../platform/config.server";
import type { MailMessage } from "../platform/mail.server";
import { publishLanding, unpublishAndDelete } from "../publishing/index.server";
import { releaseLandingDomains } from "./index.server";
import type { AppContext } from "../platform/runtime.server";
import { startDnsStandIn, type DnsStandIn } from "../../../tests/stand-ins/dns-server";
import { startCloudflareStandIn } from "../../../tests/stand-ins/cloudflare-api";
import {
  checkClaim,
  deleteDomain,
  domainDeps,
  getDomain,
  putDomain,
  recheckAllDomains,
  releaseDomainOfHost,
  verifyDomain,
  type DomainActor,
} from "./index.server";
import { requestOver } from "../../../tests/support/edge-kit";

/**
 * Issue 13 end to end: a DNS server on loopback (dns2) holds the owner's
 * zone, the real worker (Miniflare) serves the pages, and the domain service
 * runs between them with DNS_SERVERS pointing at the stand-in.
 */
const DAY = 86_400_000;
const TARGET = "cdn.vitrina.test";
let dir: string;
let db: DB;
let edge: Edge;
let dns: DnsStandIn;
let ctx: AppContext;
const clock = { now: new Date() };
const mails: MailMessage[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-domains-"));
  db = await createTestDb();
  dns = await startDnsStandIn();
  dns.set(TARGET, { A: ["192.0.2.10"], AAAA: ["2001:db8::10"] });
  edge = await startEdge({
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl: "http://localhost:3000",
    publicUrl: "http://127.0.0.1",
    previewSecret: "domains-preview-secret-0123456789abcdef",
  });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    SESSION_SECRET: "s".repeat(40),
    PREVIEW_SECRET: "domains-preview-secret-0123456789abcdef",
    PUBLIC_URL: edge.url,
    DNS_SERVERS: dns.server,
    PUBLIC_CNAME_TARGET: TARGET,
  } as NodeJS.ProcessEnv);
  ctx = {
    db,
    store: edge.store,
    config,
    mailer: { send: async (m) => void mails.push(m) },
    now: () => clock.now,
  };
}, 120_000);

afterAll(async () => {
  await edge?.dispose();
  await dns?.close();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const get = (host: string, p = "/") => requestOver(edge.url, p, { host });

/** Any method; the answer's Location too (the twin's redirect). */
const call = (host: string, p: string, method = "GET") =>
  requestOver(edge.url, p, { host, method });

let n = 0;
async function owner(tariff = 1): Promise<DomainActor & { email: string }> {
  const email = `domains-${++n}@test.dev`;
  const id = await insertUser(db, {
    name: "Owner",
    email,
    phone: "+7 900 000-00-00",
    password_hash: "x",
    created_at: new Date().toISOString(),
    tariff,
    tariff_expiration_date: new Date(clock.now.getTime() + 300 * DAY).toISOString(),
  });
  await insertUserSettings(db, { user_id: id, language: "en" });
  return { id, tariff, expired: false, email };
}

async function publishedPage(userId: number, marker: string): Promise<string> {
  const row = await createLanding(db, { parentUser: userId, now: new Date() });
  await updateLanding(db, row.uuid, {
    content: JSON.stringify({
      ...fullLanding,
      textAlias: `p-${marker}`,
      projectDescription: marker,
    }),
  });
  await publishLanding(ctx, row.uuid, { force: true });
  return row.uuid;
}

/** The owner's zone: the TXT proof and where the name points. */
function zone(host: string, r: { txt?: string; cname?: string; a?: string[] }) {
  if (r.txt) dns.set(`_vitrina-challenge.${host}`, { TXT: [r.txt] });
  else dns.records.delete(`_vitrina-challenge.${host}`);
  if (r.cname || r.a) dns.set(host, { CNAME: r.cname, A: r.a });
  else dns.records.delete(host);
}

const mailsTo = (email: string) => mails.filter((m) => m.to === email);

describe("connecting an owner's own domain (issue 13)", () => {
  it("serves the page on the host only after the TXT and the CNAME are right", async () => {
    const o = await owner();
    const uuid = await publishedPage(o.id, "shop-page");
    const claimed = await putDomain(ctx, o, uuid, { hostname: "Shop.Example.com" });
    expect(claimed).toMatchObject({
      hostname: "shop.example.com",
      status: "pending",
      txtName: "_vitrina-challenge.shop.example.com",
      cnameTarget: TARGET,
      lastCheckedAt: null,
    });
    expect(claimed.txtValue).toMatch(/^vitrina-[0-9a-f]{32}$/);
    expect((await get("shop.example.com")).status).toBe(404);

    expect(await verifyDomain(ctx, o, uuid)).toMatchObject({
      status: "pending",
      problem: "txtMissing",
    });
    zone("shop.example.com", { txt: "vitrina-not-the-token" });
    expect((await verifyDomain(ctx, o, uuid)).problem).toBe("txtWrong");
    zone("shop.example.com", { txt: claimed.txtValue });
    expect((await verifyDomain(ctx, o, uuid)).problem).toBe("cnameMissing");
    // The TXT alone proves nothing about where visitors go: still nothing served.
    expect((await get("shop.example.com")).status).toBe(404);

    zone("shop.example.com", { txt: claimed.txtValue, cname: `${TARGET}.` });
    const verified = await verifyDomain(ctx, o, uuid);
    expect(verified.status).toBe("active");
    expect(verified.problem).toBeUndefined();
    expect(verified.lastCheckedAt).not.toBeNull();

    const page = await get("shop.example.com");
    expect(page.status).toBe(200);
    expect(page.body).toContain("shop-page");
    // Re-rendered: the page names its own domain as canonical now.
    expect(page.body).toContain('href="https://shop.example.com/"');
    expect(mailsTo(o.email).map((m) => m.subject)).toEqual([
      "shop.example.com is connected to your showroom",
    ]);
  });

  it("refuses a host another tenant has verified (409), while pending claims never block", async () => {
    const first = await owner();
    const second = await owner();
    const a = await publishedPage(first.id, "taken-a");
    const b = await publishedPage(second.id, "taken-b");
    // Both may claim while nobody has proved anything.
    const claimA = await putDomain(ctx, first, a, { hostname: "brand.example.org" });
    const claimB = await putDomain(ctx, second, b, { hostname: "brand.example.org" });
    expect(claimA.txtValue).not.toBe(claimB.txtValue);

    // The second proves it first and wins; the first claim is dropped with a notice.
    zone("brand.example.org", { txt: claimB.txtValue, cname: TARGET });
    expect((await verifyDomain(ctx, second, b)).status).toBe("active");
    expect(await findClaimOfLanding(db, a)).toBeUndefined();
    expect(mailsTo(first.email).map((m) => m.subject)).toEqual([
      "brand.example.org was connected to another showroom",
    ]);
    expect((await get("brand.example.org")).body).toContain("taken-b");

    await expect(putDomain(ctx, first, a, { hostname: "brand.example.org" })).rejects.toMatchObject(
      { code: "hostnameTaken", status: 409 },
    );
  });

  it("accepts the target's addresses where the provider flattens the CNAME", async () => {
    const o = await owner();
    const uuid = await publishedPage(o.id, "flat-page");
    const claim = await putDomain(ctx, o, uuid, { hostname: "flat.example.net" });
    zone("flat.example.net", { txt: claim.txtValue, a: ["203.0.113.9"] });
    expect((await verifyDomain(ctx, o, uuid)).problem).toBe("cnameMissing");
    zone("flat.example.net", { txt: claim.txtValue, a: ["192.0.2.10"] });
    expect((await verifyDomain(ctx, o, uuid)).status).toBe("active");
    expect((await get("flat.example.net")).body).toContain("flat-page");
  });

  it("daily: 3 failed checks in a row remove the route and mail the owner; one good check resets", async () => {
    const o = await owner();
    const uuid = await publishedPage(o.id, "daily-page");
    const claim = await putDomain(ctx, o, uuid, { hostname: "daily.example.com" });
    zone("daily.example.com", { txt: claim.txtValue, cname: TARGET });
    await verifyDomain(ctx, o, uuid);
    zone("daily.example.com", { txt: claim.txtValue });
    await recheckAllDomains(ctx);
    await recheckAllDomains(ctx);
    expect(await getDomain(ctx, o, uuid)).toMatchObject({
      status: "failing",
      problem: "cnameMissing",
    });
    zone("daily.example.com", { txt: claim.txtValue, cname: TARGET });
    await recheckAllDomains(ctx);
    expect((await getDomain(ctx, o, uuid)).status).toBe("active");

    zone("daily.example.com", { txt: claim.txtValue });
    for (let i = 0; i < 2; i++) await recheckAllDomains(ctx);
    expect((await get("daily.example.com")).status).toBe(200);
    await recheckAllDomains(ctx);
    expect((await get("daily.example.com")).status).toBe(404);
    await expect(getDomain(ctx, o, uuid)).rejects.toMatchObject({ code: "noDomain" });
    expect(mailsTo(o.email).at(-1)?.subject).toBe(
      "daily.example.com was disconnected from your showroom",
    );
    // The page is back to its own address as canonical.
    expect((await get("127.0.0.1", "/l/p-daily-page")).body).not.toContain("daily.example.com");
  });

  it("remove: the route goes at once; deleting the landing releases the host", async () => {
    const o = await owner();
    const uuid = await publishedPage(o.id, "gone-page");
    const claim = await putDomain(ctx, o, uuid, { hostname: "gone.example.com" });
    zone("gone.example.com", { txt: claim.txtValue, cname: TARGET });
    await verifyDomain(ctx, o, uuid);
    expect((await get("gone.example.com")).status).toBe(200);
    await deleteDomain(ctx, o, uuid);
    expect((await get("gone.example.com")).status).toBe(404);

    const again = await putDomain(ctx, o, uuid, { hostname: "gone.example.com" });
    zone("gone.example.com", { txt: again.txtValue, cname: TARGET });
    await verifyDomain(ctx, o, uuid);
    expect((await get("gone.example.com")).status).toBe(200);
    await unpublishAndDelete(ctx, { uuid, textalias: "p-gone-page" });
    await releaseLandingDomains(ctx, uuid);
    expect((await get("gone.example.com")).status).toBe(404);
    // Free for anyone to claim and prove again.
    const next = await owner();
    const other = await publishedPage(next.id, "next-page");
    const claimed = await putDomain(ctx, next, other, { hostname: "gone.example.com" });
    zone("gone.example.com", { txt: claimed.txtValue, cname: TARGET });
    expect((await verifyDomain(ctx, next, other)).status).toBe("active");
  });

  it("an admin removing the owner's domain releases its claim too: the owner sees no domain, the page names none, the host is free", async () => {
    const o = await owner();
    const uuid = await publishedPage(o.id, "admin-gone");
    const claim = await putDomain(ctx, o, uuid, { hostname: "admin-gone.example.com" });
    zone("admin-gone.example.com", { txt: claim.txtValue, cname: TARGET });
    await verifyDomain(ctx, o, uuid);
    expect((await get("admin-gone.example.com")).body).toContain(
      '<link rel="canonical" href="https://admin-gone.example.com/"',
    );

    // An admin-bound host that is no claim is left to the plain unbind.
    expect(await releaseDomainOfHost(ctx, uuid, "other.example.com")).toBeNull();
    expect(await releaseDomainOfHost(ctx, uuid, "Admin-Gone.example.com")).toEqual({
      hostname: "admin-gone.example.com",
    });
    expect(await findClaimOfLanding(db, uuid)).toBeUndefined();
    await expect(getDomain(ctx, o, uuid)).rejects.toThrow("noDomain");
    expect((await get("admin-gone.example.com")).status).toBe(404);
    const page = await get("127.0.0.1", "/l/p-admin-gone");
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("admin-gone.example.com");
  });

  it("is PRO only, owner only, and refuses hosts that cannot be an owner's", async () => {
    const free = await owner(0);
    const uuid = await publishedPage(free.id, "free-page");
    await expect(putDomain(ctx, free, uuid, { hostname: "x.example.com" })).rejects.toMatchObject({
      code: "proRequired",
      status: 403,
    });
    const pro = await owner();
    await expect(getDomain(ctx, pro, uuid)).rejects.toMatchObject({ status: 404 });
    const mine = await publishedPage(pro.id, "rules-page");
    for (const [hostname, code] of [
      ["127.0.0.1", "hostnameIsIp"],
      ["localhost", "hostnameIsLocal"],
      ["cdn.vitrina.test", "hostnameReserved"],
      ["shop.notarealtld", "hostnameNoPublicSuffix"],
      ["example.com", "apexUnsupported"],
      ["shop_x.example.com", "invalidHostname"],
      // An A-label that does not decode is as invalid as any malformed name (issue 23).
      ["xn--abc.example.com", "invalidHostname"],
    ])
      await expect(putDomain(ctx, pro, mine, { hostname })).rejects.toMatchObject({
        code,
        status: 400,
      });
  });

  it("releases a domain whose owner has not been PRO for 30 days; drops pending claims after 7", async () => {
    const o = await owner();
    const uuid = await publishedPage(o.id, "lapse-page");
    const claim = await putDomain(ctx, o, uuid, { hostname: "lapse.example.com" });
    zone("lapse.example.com", { txt: claim.txtValue, cname: TARGET });
    await verifyDomain(ctx, o, uuid);
    const p = await owner();
    const pendingUuid = await publishedPage(p.id, "pending-page");
    await putDomain(ctx, p, pendingUuid, { hostname: "never.example.com" });

    await updateUserRow(db, o.id, { tariff: 0 });
    const start = clock.now;
    try {
      await recheckAllDomains(ctx);
      expect((await get("lapse.example.com")).status).toBe(200);
      clock.now = new Date(start.getTime() + 8 * DAY);
      await recheckAllDomains(ctx);
      expect(await findClaimOfLanding(db, pendingUuid)).toBeUndefined();
      clock.now = new Date(start.getTime() + 31 * DAY);
      await recheckAllDomains(ctx);
      expect((await get("lapse.example.com")).status).toBe(404);
      expect(await findClaimOfLanding(db, uuid)).toBeUndefined();
      expect(mailsTo(o.email).at(-1)?.subject).toBe("lapse.example.com was released");
    } finally {
      clock.now = start;
    }
  });

  it("with a certificate provider: creates the hostname only after the TXT check, certificate_pending until active", async () => {
    const created: string[] = [];
    const removed: Array<string | null> = [];
    let ready = false;
    const deps = {
      dns: domainDeps(ctx.config).dns,
      hostnames: {
        driver: "cloudflare" as const,
        async ensure(hostname: string, id: string | null) {
          if (!id) created.push(hostname);
          return { id: id ?? `cf-${hostname}`, active: ready };
        },
        async remove(id: string | null) {
          removed.push(id);
        },
      },
    };
    const o = await owner();
    const uuid = await publishedPage(o.id, "cert-page");
    const claim = await putDomain(ctx, o, uuid, { hostname: "cert.example.com" }, deps);
    zone("cert.example.com", { cname: TARGET });
    await checkClaim(ctx, deps, (await findClaimOfLanding(db, uuid))!);
    expect(created).toEqual([]);
    zone("cert.example.com", { txt: claim.txtValue, cname: TARGET });
    await checkClaim(ctx, deps, (await findClaimOfLanding(db, uuid))!);
    expect(created).toEqual(["cert.example.com"]);
    expect((await getDomain(ctx, o, uuid)).status).toBe("certificate_pending");
    // Served already (the provider routes it once its certificate is there), not yet canonical.
    expect((await get("cert.example.com")).body).not.toContain('href="https://cert.example.com/"');
    ready = true;
    await checkClaim(ctx, deps, (await findClaimOfLanding(db, uuid))!);
    expect((await getDomain(ctx, o, uuid)).status).toBe("active");
    expect((await get("cert.example.com")).body).toContain('href="https://cert.example.com/"');
    expect(created).toHaveLength(1);
    await deleteDomain(ctx, o, uuid, deps);
    expect(removed).toEqual(["cf-cert.example.com"]);
  });

  describe("apex and www bound together (decision 011)", () => {
    const APEX_IP = "192.0.2.10";
    /** A server that offers apexes (PUBLIC_APEX_IPS). */
    const apexCtx = (): AppContext => ({
      ...ctx,
      config: { ...ctx.config, domains: { ...ctx.config.domains, apexIps: [APEX_IP] } },
    });

    it("an apex brings its www: one TXT proves both, www redirects, removal takes both", async () => {
      const c = apexCtx();
      const o = await owner();
      const uuid = await publishedPage(o.id, "apex-page");
      // Another tenant's pending claim on the twin never blocks, and loses once the pair verifies.
      const rival = await owner();
      const rivalUuid = await publishedPage(rival.id, "apex-rival");
      await putDomain(c, rival, rivalUuid, { hostname: "www.vitrina-pair.com" });

      const claimed = await putDomain(c, o, uuid, { hostname: "vitrina-pair.com" });
      expect(claimed).toMatchObject({
        hostname: "vitrina-pair.com",
        apexIps: [APEX_IP],
        twin: { hostname: "www.vitrina-pair.com", bound: false },
      });
      expect((await call("www.vitrina-pair.com", "/")).status).toBe(404);
      // Only the primary's records: the twin needs no TXT of its own.
      zone("vitrina-pair.com", { txt: claimed.txtValue, a: [APEX_IP] });
      const verified = await verifyDomain(c, o, uuid);
      expect(verified).toMatchObject({
        status: "active",
        twin: { hostname: "www.vitrina-pair.com", bound: true },
      });
      expect(verified.twin?.problem).toBe("cnameMissing");
      expect(await findClaimOfLanding(db, rivalUuid)).toBeUndefined();

      const page = await call("vitrina-pair.com", "/");
      expect(page.status).toBe(200);
      expect(page.body).toContain("apex-page");
      const moved = await call("www.vitrina-pair.com", "/menu?q=1");
      expect(moved.status).toBe(301);
      // The worker's app origin is http here; in production it is https.
      expect(moved.location).toBe("http://vitrina-pair.com/menu?q=1");
      expect((await call("www.vitrina-pair.com", "/")).location).toBe("http://vitrina-pair.com/");
      // Its own record is a note on "Check now": once it points here, the note goes.
      zone("www.vitrina-pair.com", { cname: TARGET });
      expect((await verifyDomain(c, o, uuid)).twin).toEqual({
        hostname: "www.vitrina-pair.com",
        bound: true,
      });
      const posted = await call("www.vitrina-pair.com", "/order", "POST");
      expect(posted).toMatchObject({ status: 308, location: "http://vitrina-pair.com/order" });

      // A verified twin is taken like the domain itself: 409 for anyone else.
      for (const hostname of ["www.vitrina-pair.com", "vitrina-pair.com"]) {
        await expect(putDomain(c, rival, rivalUuid, { hostname })).rejects.toMatchObject({
          code: "hostnameTaken",
          status: 409,
        });
      }

      await deleteDomain(c, o, uuid);
      expect((await call("vitrina-pair.com", "/")).status).toBe(404);
      expect((await call("www.vitrina-pair.com", "/")).status).toBe(404);
      expect((await call("www.vitrina-pair.com", "/menu?q=1")).status).toBe(404);
      // Both free again.
      const next = await putDomain(c, rival, rivalUuid, { hostname: "www.vitrina-pair.com" });
      expect(next.twin).toEqual({ hostname: "vitrina-pair.com", bound: false, apexIps: [APEX_IP] });
    });

    it("www brings its apex when apexes are offered; deleting the landing frees both", async () => {
      const c = apexCtx();
      const o = await owner();
      const uuid = await publishedPage(o.id, "www-page");
      // Without PUBLIC_APEX_IPS a www name comes alone.
      expect((await putDomain(ctx, o, uuid, { hostname: "www.vitrina-www.net" })).twin).toBe(
        undefined,
      );
      const claimed = await getDomain(c, o, uuid);
      expect(claimed.twin).toEqual({
        hostname: "vitrina-www.net",
        bound: false,
        apexIps: [APEX_IP],
      });
      zone("www.vitrina-www.net", { txt: claimed.txtValue, cname: TARGET });
      zone("vitrina-www.net", { a: [APEX_IP] });
      expect((await verifyDomain(c, o, uuid)).twin).toEqual({
        hostname: "vitrina-www.net",
        bound: true,
        apexIps: [APEX_IP],
      });
      expect((await call("www.vitrina-www.net", "/")).body).toContain("www-page");
      expect(await call("vitrina-www.net", "/en?x=1")).toMatchObject({
        status: 301,
        location: "http://www.vitrina-www.net/en?x=1",
      });

      await unpublishAndDelete(c, { uuid, textalias: "p-www-page" });
      await releaseLandingDomains(c, uuid);
      expect((await call("www.vitrina-www.net", "/")).status).toBe(404);
      expect((await call("vitrina-www.net", "/")).status).toBe(404);
      const next = await owner();
      const other = await publishedPage(next.id, "www-next");
      await expect(
        putDomain(c, next, other, { hostname: "vitrina-www.net" }),
      ).resolves.toMatchObject({ status: "pending" });
    });

    it("the daily check's removal takes the twin with the domain", async () => {
      const c = apexCtx();
      const o = await owner();
      const uuid = await publishedPage(o.id, "daily-twin");
      const claimed = await putDomain(c, o, uuid, { hostname: "vitrina-daily.org" });
      zone("vitrina-daily.org", { txt: claimed.txtValue, a: [APEX_IP] });
      await verifyDomain(c, o, uuid);
      expect((await call("www.vitrina-daily.org", "/")).status).toBe(301);
      zone("vitrina-daily.org", { txt: claimed.txtValue });
      for (let i = 0; i < 3; i++) await recheckAllDomains(c);
      expect((await call("vitrina-daily.org", "/")).status).toBe(404);
      expect((await call("www.vitrina-daily.org", "/")).status).toBe(404);
    });

    describe("with Cloudflare for SaaS, the twin has its own custom hostname", () => {
      /** A server on the Cloudflare driver, talking to a loopback stand-in of its API. */
      async function cloudflare() {
        const cf = await startCloudflareStandIn();
        const base = apexCtx();
        const c: AppContext = {
          ...base,
          config: {
            ...base.config,
            domains: {
              ...base.config.domains,
              provider: {
                driver: "cloudflare",
                zoneId: cf.zoneId,
                apiToken: cf.apiToken,
                apiUrl: cf.apiUrl,
              },
            },
          },
        };
        // The daily check goes over every claim in this database; each test looks at its own zone.
        const names = (domain: string) =>
          [...cf.hostnames.values()]
            .map((h) => h.hostname)
            .filter((h) => h === domain || h.endsWith(`.${domain}`))
            .sort();
        const issue = (hostname: string) => {
          for (const h of cf.hostnames.values()) {
            if (h.hostname === hostname)
              Object.assign(h, { status: "active" }).ssl.status = "active";
          }
        };
        return { cf, c, names, issue };
      }

      it("verifying the apex creates both hostnames, each with its certificate state; removal deletes both", async () => {
        const { cf, c, names, issue } = await cloudflare();
        try {
          expect(domainDeps(c.config).hostnames.driver).toBe("cloudflare");
          const o = await owner();
          const uuid = await publishedPage(o.id, "cf-pair");
          const claimed = await putDomain(c, o, uuid, { hostname: "vitrina-cf.com" });
          zone("vitrina-cf.com", { a: [APEX_IP] });
          zone("www.vitrina-cf.com", { cname: TARGET });
          // No TXT proof, no hostname at all: neither the domain's nor its twin's.
          expect((await verifyDomain(c, o, uuid)).problem).toBe("txtMissing");
          expect(names("vitrina-cf.com")).toEqual([]);

          zone("vitrina-cf.com", { txt: claimed.txtValue, a: [APEX_IP] });
          const verified = await verifyDomain(c, o, uuid);
          expect(names("vitrina-cf.com")).toEqual(["vitrina-cf.com", "www.vitrina-cf.com"]);
          expect(verified.status).toBe("certificate_pending");
          expect(verified.twin).toEqual({
            hostname: "www.vitrina-cf.com",
            bound: true,
            certificate: "pending",
          });

          // The twin's certificate is its own; the domain's status stays the domain's.
          issue("www.vitrina-cf.com");
          const twinIssued = await verifyDomain(c, o, uuid);
          expect(twinIssued.status).toBe("certificate_pending");
          expect(twinIssued.twin?.certificate).toBe("active");
          issue("vitrina-cf.com");
          expect(await verifyDomain(c, o, uuid)).toMatchObject({
            status: "active",
            twin: { certificate: "active" },
          });
          // Read back, never created again.
          expect(cf.calls.filter((call) => call.startsWith("POST"))).toHaveLength(2);
          expect((await call("www.vitrina-cf.com", "/x")).status).toBe(301);

          await deleteDomain(c, o, uuid);
          expect(names("vitrina-cf.com")).toEqual([]);
          expect(cf.calls.filter((call) => call.startsWith("DELETE"))).toHaveLength(2);
          expect((await call("www.vitrina-cf.com", "/x")).status).toBe(404);
        } finally {
          await cf.close();
        }
      });

      it("a twin the provider refuses is the twin's note: the domain stays bound and served", async () => {
        const { cf, c, names } = await cloudflare();
        try {
          const o = await owner();
          const uuid = await publishedPage(o.id, "cf-refused");
          const claimed = await putDomain(c, o, uuid, { hostname: "vitrina-cf2.com" });
          zone("vitrina-cf2.com", { txt: claimed.txtValue, a: [APEX_IP] });
          zone("www.vitrina-cf2.com", { cname: TARGET });
          cf.refuse.add("www.vitrina-cf2.com");
          const verified = await verifyDomain(c, o, uuid);
          expect(verified).toMatchObject({
            hostname: "vitrina-cf2.com",
            status: "certificate_pending",
            twin: { hostname: "www.vitrina-cf2.com", bound: true, problem: "hostnameFailed" },
          });
          expect(verified.problem).toBeUndefined();
          expect(names("vitrina-cf2.com")).toEqual(["vitrina-cf2.com"]);
          expect((await call("vitrina-cf2.com", "/")).body).toContain("cf-refused");

          // The daily check tries again; once created, it is read back like the domain's.
          cf.refuse.clear();
          await recheckAllDomains(c);
          expect(names("vitrina-cf2.com")).toEqual(["vitrina-cf2.com", "www.vitrina-cf2.com"]);
          expect((await verifyDomain(c, o, uuid)).twin).toEqual({
            hostname: "www.vitrina-cf2.com",
            bound: true,
            certificate: "pending",
          });

          // Replaced by another domain: both hostnames go.
          await putDomain(c, o, uuid, { hostname: "shop.vitrina-cf2.com" });
          expect(names("vitrina-cf2.com")).toEqual([]);
        } finally {
          await cf.close();
        }
      });

      it("the daily removal and the landing's deletion delete the twin's hostname too", async () => {
        const { cf, c, names } = await cloudflare();
        try {
          const o = await owner();
          const failing = await publishedPage(o.id, "cf-daily");
          const claimed = await putDomain(c, o, failing, { hostname: "vitrina-cf3.com" });
          zone("vitrina-cf3.com", { txt: claimed.txtValue, a: [APEX_IP] });
          await verifyDomain(c, o, failing);
          expect(names("vitrina-cf3.com")).toEqual(["vitrina-cf3.com", "www.vitrina-cf3.com"]);
          zone("vitrina-cf3.com", { txt: claimed.txtValue });
          for (let i = 0; i < 3; i++) await recheckAllDomains(c);
          expect(await findClaimOfLanding(db, failing)).toBeUndefined();
          expect(names("vitrina-cf3.com")).toEqual([]);

          const deleted = await publishedPage(o.id, "cf-deleted");
          const next = await putDomain(c, o, deleted, { hostname: "vitrina-cf4.com" });
          zone("vitrina-cf4.com", { txt: next.txtValue, a: [APEX_IP] });
          await verifyDomain(c, o, deleted);
          expect(names("vitrina-cf4.com")).toEqual(["vitrina-cf4.com", "www.vitrina-cf4.com"]);
          await unpublishAndDelete(c, { uuid: deleted, textalias: "p-cf-deleted" });
          await releaseLandingDomains(c, deleted);
          expect(names("vitrina-cf4.com")).toEqual([]);
        } finally {
          await cf.close();
        }
      });
    });
  });

  it("uses the DNS-only driver by default", () => {
    expect(domainDeps(ctx.config).hostnames.driver).toBe("none");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeyTooLongError } from "../../core/storage/site-store";
import { startEdge, type Edge } from "./edge";
import { httpBucket, LOCAL_BUCKET_SECRET_HEADER } from "./local-bucket";

/** Issue 28 (ADR 027): the local bucket's writes go through the writer worker, exactly. */
describe("local bucket worker", () => {
  let edge: Edge;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "local-bucket-"));
    edge = await startEdge({ persistDir: dir, port: 0, appUrl: "http://localhost:3000" });
  });
  afterAll(async () => {
    await edge.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores body, type, cache rule and Cyrillic metadata as the worker then reads them", async () => {
    const page = "<!doctype html><title>Дубрава — пекарня</title>";
    await edge.store.put("pages/дубрава/index.html", page, {
      contentType: "text/html; charset=utf-8",
      cacheControl: "public, max-age=60",
      customMetadata: { title: "Дубрава «Хлеб»", note: 'a "quoted" \\ value' },
    });
    const got = await edge.store.get("pages/дубрава/index.html");
    expect(new TextDecoder().decode(got!.body)).toBe(page);
    expect(got!.contentType).toBe("text/html; charset=utf-8");
    expect(got!.customMetadata).toEqual({ title: "Дубрава «Хлеб»", note: 'a "quoted" \\ value' });

    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await edge.store.put("assets/x.bin", bytes);
    expect([...(await edge.store.get("assets/x.bin"))!.body]).toEqual([...bytes]);
  });

  it("lists by prefix, deletes exactly the keys named, and reads a missing key as null", async () => {
    for (const k of ["listing/a/index.html", "listing/b/index.html", "assets/c.css"])
      await edge.store.put(k, k);
    expect((await edge.store.list("listing/")).sort()).toEqual([
      "listing/a/index.html",
      "listing/b/index.html",
    ]);
    await edge.store.delete(["listing/a/index.html", "assets/c.css"]);
    expect(await edge.store.list("listing/a/")).toEqual([]);
    expect(await edge.store.get("assets/c.css")).toBeNull();
    expect(new TextDecoder().decode((await edge.store.get("listing/b/index.html"))!.body)).toBe(
      "listing/b/index.html",
    );
  });

  it("refuses a read or a list without its secret", async () => {
    await edge.store.put("pages/secret.html", "private draft");
    for (const p of [`/o/${encodeURIComponent("pages/secret.html")}`, "/list?prefix="]) {
      const res = await fetch(`${edge.localBucketUrl}${p}`);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("private draft");
    }
  });

  it("refuses a write without its secret, or with a wrong one, and writes nothing", async () => {
    const attempts: Record<string, string>[] = [{}, { [LOCAL_BUCKET_SECRET_HEADER]: "guess" }];
    for (const headers of attempts) {
      const res = await fetch(`${edge.localBucketUrl}/o/${encodeURIComponent("pages/evil.html")}`, {
        method: "PUT",
        headers,
        body: "owned",
      });
      expect(res.status).toBe(403);
    }
    expect(await edge.store.get("pages/evil.html")).toBeNull();
  });

  it("refuses a key the bucket cannot hold before sending anything", async () => {
    await expect(edge.store.put(`pages/${"x".repeat(2000)}`, "x")).rejects.toBeInstanceOf(
      KeyTooLongError,
    );
  });
});

/** Every call is idempotent, so one that meets a kept-alive socket the server just closed goes again. */
describe("the local bucket client over a kept-alive socket", () => {
  it("sends a request again on a fresh socket when the reused one is reset, and only then", async () => {
    const perSocket = new Map<object, number>();
    let requests = 0;
    // Answers the first request of each socket and resets the socket on its second, as a
    // server does when it closes an idle connection the client is just reusing.
    const server = createServer((req, res) => {
      requests++;
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n > 1) return req.socket.resetAndDestroy();
      req.resume();
      req.on("end", () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      const bucket = httpBucket(`http://127.0.0.1:${port}`, "s");
      await bucket.put("a", "1");
      await bucket.put("b", "2"); // reuses the first socket: reset, then sent on a new one
      expect(requests).toBe(3);
      expect(perSocket.size).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

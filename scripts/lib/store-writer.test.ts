import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeyTooLongError } from "../../core/storage/site-store";
import { startEdge, type Edge } from "./edge";
import { STORE_WRITER_SECRET_HEADER } from "./store-writer";

/** Issue 28 (ADR 027): the local bucket's writes go through the writer worker, exactly. */
describe("local store writer", () => {
  let edge: Edge;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "store-writer-"));
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

  it("refuses a write without its secret, or with a wrong one, and writes nothing", async () => {
    const attempts: Record<string, string>[] = [{}, { [STORE_WRITER_SECRET_HEADER]: "guess" }];
    for (const headers of attempts) {
      const res = await fetch(`${edge.storeWriterUrl}/${encodeURIComponent("pages/evil.html")}`, {
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

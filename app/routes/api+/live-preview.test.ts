import { describe, expect, it } from "vitest";
import { keys } from "../../../core/storage/keys";
import { call, json, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import * as livePreview from "./live-preview";

let kit: Kit;
withFreshKit((k) => (kit = k));

/** ADR 025: rendering the preview writes to the bucket, so it is a POST, never a GET. */
describe("POST /api/live-preview", () => {
  it("renders the draft named in the body and answers success, url, error", async () => {
    const owner = await kit.addUser();
    const uuid = await kit.draft(owner);
    const res = await call(livePreview, "POST", "/api/live-preview", {
      cookie: await kit.signIn(owner),
      body: { uuid },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, error: null });
    expect(body.url).toEqual(expect.any(String));
    expect(await kit.store.get(keys.preview(uuid))).not.toBeNull();
  });

  it("a GET renders nothing and answers 405 naming POST", async () => {
    const owner = await kit.addUser();
    const uuid = await kit.draft(owner);
    await kit.store.delete(keys.preview(uuid));
    const res = await call(livePreview, "GET", `/api/live-preview?uuid=${uuid}`, {
      cookie: await kit.signIn(owner),
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await kit.store.get(keys.preview(uuid))).toBeNull();
  });

  it("a stranger's landing answers 404 with success false", async () => {
    const uuid = await kit.draft(await kit.addUser());
    const res = await call(livePreview, "POST", "/api/live-preview", {
      cookie: await kit.signIn(await kit.addUser()),
      body: { uuid },
    });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ success: false, url: null, error: "notFound" });
  });
});

import { describe, expect, it } from "vitest";
import { readPayload, readPayloadFields } from "./request-body.server";

describe("readPayload", () => {
  it("reads JSON and forms alike", async () => {
    const json = new Request("http://app.test/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: "qas", value: "[]" }),
    });
    expect(await readPayload(json)).toEqual({ key: "qas", value: "[]" });
    const form = new Request("http://app.test/x", {
      method: "POST",
      body: new URLSearchParams({ key: "a", value: "b" }),
    });
    expect(await readPayload(form)).toEqual({ key: "a", value: "b" });
    const broken = new Request("http://app.test/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(await readPayload(broken)).toBeNull();
    const plain = new Request("http://app.test/x", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "projectName=x",
    });
    expect(await readPayload(plain)).toBeNull();
  });
});

describe("readPayloadFields", () => {
  it("answers a field map, {} for anything that is not an object or a form", async () => {
    const post = (body: BodyInit, type?: string) =>
      new Request("http://app.test/x", {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body,
      });
    expect(
      await readPayloadFields(post(JSON.stringify({ email: "a@b.c" }), "application/json")),
    ).toEqual({
      email: "a@b.c",
    });
    expect(await readPayloadFields(post(new URLSearchParams({ email: "a@b.c" })))).toEqual({
      email: "a@b.c",
    });
    expect(await readPayloadFields(post("{", "application/json"))).toEqual({});
    expect(await readPayloadFields(post("[1]", "application/json"))).toEqual({});
    expect(await readPayloadFields(post("email=a", "text/plain"))).toEqual({});
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Store, decodeMetadataValue, encodeMetadataValue } from "./s3-store";
import { startS3rver, type S3rverProcess } from "../../tests/stand-ins/s3rver-process";
import type { SiteStore } from "../../core/storage/site-store";
import { LIST_PAGE_SIZE, siteStoreContract } from "../../tests/support/store-contract";

let server: S3rverProcess;
let store: SiteStore;

beforeAll(async () => {
  server = await startS3rver();
  store = createS3Store({ ...server, listPageSize: LIST_PAGE_SIZE });
});

afterAll(async () => {
  await server?.stop();
});

siteStoreContract("s3 (s3rver)", () => store);

describe("s3 metadata encoding", () => {
  it("leaves ASCII alone and round-trips anything else", () => {
    expect(encodeMetadataValue('{"a":1}')).toBe('{"a":1}');
    for (const v of ["Магазин", "tab\there", "=?UTF-8?B?abc?=", "emoji 🎉"]) {
      const enc = encodeMetadataValue(v);
      expect(enc).toMatch(/^[\x20-\x7e]*$/);
      expect(decodeMetadataValue(enc)).toBe(v);
    }
  });
});

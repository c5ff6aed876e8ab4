import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createS3Store } from "../../renderer/storage/s3-store";
import type { SiteStore } from "../../core/storage/site-store";
import { loadConfig, type Config } from "../../app/services/platform/config.server";

/**
 * A real bucket for service tests: s3rver speaking the S3 protocol to the
 * production s3 driver. Test-only helper (not matched by the vitest include).
 */
export async function startTestStore(): Promise<{ store: SiteStore; close(): Promise<void> }> {
  // s3rver ships no types; the specifier is kept opaque so tsc does not look for them.
  const mod = "s3rver";
  const { default: S3rver } = (await import(/* @vite-ignore */ mod)) as {
    default: new (opts: Record<string, unknown>) => {
      run(): Promise<{ port: number }>;
      close(): Promise<void>;
    };
  };
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-store-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "test" }],
  });
  const { port } = await server.run();
  const store = createS3Store({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "test",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  return {
    store,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Registers a file's hooks: one real bucket, started before its tests (handed to `take`) and closed after. */
export function withTestStore(take: (store: SiteStore) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestStore();
    take(started.store);
    close = started.close;
  });
  afterAll(async () => close?.());
}

export function testConfig(publicUrl = "http://pub.test"): Config {
  const env = {
    DATA_DIR: tmpdir(),
    SESSION_SECRET: "x".repeat(40),
  } as unknown as NodeJS.ProcessEnv;
  return { ...loadConfig(env), publicUrl };
}

/** The fewest fields a landing needs to publish, its images on the test public host (http://pub.test). */
export const COMPLETE_STATE = {
  projectName: "Acme",
  companyName: "Acme LLC",
  projectDescription: "We build things",
  projectLocation: "Moscow",
  projectLogoUrl: "http://pub.test/assets/logo.png",
  cards: [{ id: "c1", title: "One", link: "", url: "http://pub.test/assets/preset-card-01.webp" }],
};

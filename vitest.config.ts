import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,db,renderer,worker,app,scripts}/**/*.test.{ts,tsx}", "tests/lint/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // TEST_DATABASE_URL=postgres://… runs the suite on PostgreSQL (issue 12).
    globalSetup: ["db/vitest-global-setup.ts"],
    setupFiles: ["db/vitest-setup.ts"],
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx", "src/**/*.test.ts", "src/**/*.test.tsx"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A serve process a test starts runs one process unless the test asks for workers (test/reliability/workers.test.ts):
    // the tests spawn many servers, and two cores are shared with the load.
    env: { WORKERS: "1" },
  },
});

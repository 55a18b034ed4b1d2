import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

// Integration tests run twice, once per database engine; TEST_DATABASE_URL names the
// PostgreSQL server for the second run (scripts/test.sh starts a throw-away cluster).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-sqlite",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB_ENGINE: "sqlite" },
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-postgres",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB_ENGINE: "postgres" },
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Three files at a time: most of an end-to-end test's time is spent waiting (timers, polls,
          // a server starting, islands hydrating when the browser is idle), so three share the
          // machine's two cores (two at a time: e2e 757 s of a 903 s npm test, over 15 minutes).
          fileParallelism: true,
          maxWorkers: 3,
          globalSetup: ["tests/e2e/global-setup.ts"],
        },
      },
    ],
  },
});

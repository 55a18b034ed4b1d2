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
          // A few unit files drive real processes: Chromium (toast, tracker), sharp (demo art),
          // a checker run as a child process. Vitest's 5 s default held on a quiet machine and not
          // beside four busy loops (8 tests over it at load 16–19); their clocks are faked or
          // their work is real, so no spec timing rides on these margins.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-sqlite",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB_ENGINE: "sqlite" },
          testTimeout: 30_000,
          // Integration files wait on the database more than they compute: four at a time halve the
          // two engines' run on two cores (93 s → 48 s), where vitest's default runs far fewer.
          maxWorkers: 4,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-postgres",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB_ENGINE: "postgres" },
          testTimeout: 30_000,
          maxWorkers: 4,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time: most of an end-to-end test's time is spent waiting (timers, polls,
          // a server starting), so two share the machine's two cores well. (Three were tried: the
          // same wall time, 752 s against 757 s, with every test slower from the contention.)
          fileParallelism: true,
          maxWorkers: 2,
          globalSetup: ["tests/e2e/global-setup.ts"],
        },
      },
    ],
  },
});

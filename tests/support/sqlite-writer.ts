// A child process for the durability test: opens the application's SQLite database the way the
// server does (initDatabase, so the same pragmas and migrations) and appends audit_log rows as
// fast as it can until it is killed. Single rows alternate with 20-row transactions, so the test
// can check that a transaction survives a crash whole or not at all.
// Run: node --import tsx tests/support/sqlite-writer.ts DATA_DIR   (one process, so SIGKILL hits it)
import { readConfig, setConfig } from "../../app/server/config.server";
import { db, initDatabase } from "../../app/server/db/db.server";

const TRANSACTION_ROWS = 20; // tests/e2e/lifecycle.test.ts expects this size

const dataDir = process.argv[2];
if (!dataDir) {
  console.error("usage: sqlite-writer.ts DATA_DIR");
  process.exit(2);
}

const config = readConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  SEED_DEMO_CONTENT: "false",
});
setConfig(config);
await initDatabase(config.database);

const row = (entityId: string, summary: string) => ({
  action: "durability-test",
  entity_type: "test",
  entity_id: entityId,
  summary,
});

let written = 0;
for (let round = 0; ; round++) {
  if (round % 2 === 0) {
    await db()
      .insertInto("audit_log")
      .values(row(`single-${round}`, `row ${round}`))
      .execute();
    written += 1;
  } else {
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < TRANSACTION_ROWS; i++) {
          await trx
            .insertInto("audit_log")
            .values(row(`tx-${round}`, `row ${i} of transaction ${round}`))
            .execute();
        }
      });
    written += TRANSACTION_ROWS;
  }
  if (round === 0) process.stdout.write("writing\n");
  if (round % 1000 === 0) process.stdout.write(`written ${written}\n`);
}

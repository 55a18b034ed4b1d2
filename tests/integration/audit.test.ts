import { describe, expect, it } from "vitest";
import { recentAudit, recordAudit, SYSTEM_ACTOR } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import { nextInstant } from "../support/next-instant";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

describe("audit log", () => {
  it("records entries and reads the newest first, as plain values", async () => {
    const actor = await insertUser({ name: "Priya" });
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await recordAudit({
        actorId: actor.id,
        actorName: actor.name,
        action: "updated",
        entityType: "news",
        entityId: `n${n}`,
        summary: `Entry ${n}`,
      });
      await nextInstant();
    }
    const entries = await recentAudit();
    expect(entries.map((e) => e.summary)).toEqual(["Entry 6", "Entry 5", "Entry 4", "Entry 3", "Entry 2"]);
    expect(typeof entries[0]!.id).toBe("number");
    expect(entries[0]!.createdAt).toMatch(ISO_INSTANT);
    expect(entries[0]).toMatchObject({
      actorId: actor.id,
      actorName: "Priya",
      action: "updated",
      entityId: "n6",
    });
    expect(await recentAudit(2)).toHaveLength(2);
  });

  it("keeps entries from the system and from users who were later removed", async () => {
    const actor = await insertUser({ name: "Leaving Teacher" });
    await recordAudit({ ...auditFields(), actorId: actor.id, actorName: actor.name });
    await recordAudit({ ...auditFields(), actorId: SYSTEM_ACTOR.id, actorName: SYSTEM_ACTOR.name });
    await db().deleteFrom("user").where("id", "=", actor.id).execute();
    const [system, removed] = await recentAudit(2);
    expect(system).toMatchObject({ actorId: null, actorName: "System" });
    expect(removed).toMatchObject({ actorId: null, actorName: "Leaving Teacher" });
  });

  it("commits with the change it belongs to, or not at all", async () => {
    const before = (await recentAudit(100)).length;
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await recordAudit({ ...auditFields(), summary: "rolled back" }, trx);
          throw new Error("the change failed");
        }),
    ).rejects.toThrow("the change failed");
    expect((await recentAudit(100)).length).toBe(before);
  });
});

function auditFields() {
  return {
    actorId: null,
    actorName: null,
    action: "created" as const,
    entityType: "gallery",
    entityId: null,
    summary: "Created gallery item",
  };
}

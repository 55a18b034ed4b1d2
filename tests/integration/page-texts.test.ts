// Issue 28, the Pages screen's commands on both engines: drafts, publishing (only what differs from
// the catalogue is kept), the history with Undo, and the texts public pages read, fresh after a write.
import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogue";
import { fieldName } from "~/lib/schemas/page-texts";
import { recentAudit } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  NOTHING_TO_UNDO,
  pageEditor,
  publishPageTexts,
  savePageTextsDraft,
  undoLastPublish,
} from "~/server/pages/editor.server";
import { chosenPicture, draftPageTexts, publishedPageTexts } from "~/server/pages/texts.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

const HEADING = "home.callToAction.heading";
const original = { en: CATALOGUES.en.home.callToAction.heading, ta: CATALOGUES.ta.home.callToAction.heading };
const en = fieldName(HEADING, "en");
const ta = fieldName(HEADING, "ta");

const rows = () => db().selectFrom("page_text").selectAll().orderBy("path").orderBy("locale").execute();

describe("page texts", () => {
  beforeEach(async () => {
    await db().deleteFrom("page_text_revision").execute();
    await db().deleteFrom("page_text").execute();
  });

  it("publishes only what differs from the catalogue, and public pages read it at once", async () => {
    const actor = await insertUser({ name: "Office Clerk" });
    expect(await publishedPageTexts("en")).toEqual({});
    const changes = await publishPageTexts("home", { [en]: "Admissions are open", [ta]: original.ta }, actor);
    expect(changes).toEqual([{ path: HEADING, locale: "en", before: null, after: "Admissions are open" }]);
    expect(await rows()).toMatchObject([
      { path: HEADING, locale: "en", published: "Admissions are open", draft: null },
    ]);
    expect(await publishedPageTexts("en")).toEqual({ [HEADING]: "Admissions are open" });
    expect(await publishedPageTexts("ta")).toEqual({});
    expect((await recentAudit(1))[0]).toMatchObject({
      actorName: "Office Clerk",
      entityType: "page",
      entityId: "home",
      summary: "Published 1 text of the Home page",
    });

    // Publishing the original words again keeps no override at all.
    await publishPageTexts("home", { [en]: original.en }, actor);
    expect(await rows()).toEqual([]);
    expect(await publishedPageTexts("en")).toEqual({});
  });

  it("keeps drafts apart from what parents read until published", async () => {
    const actor = await insertUser();
    expect(await savePageTextsDraft("home", { [en]: "Draft heading", [ta]: original.ta }, actor)).toBe(1);
    expect(await publishedPageTexts("en")).toEqual({});
    expect(await draftPageTexts("en")).toEqual({ [HEADING]: "Draft heading" });
    const editor = await pageEditor("home", 1024);
    expect(editor.values[en]).toBe("Draft heading");
    expect(editor.published[en]).toBe(original.en);
    expect(editor.drafts).toBe(1);

    // A draft equal to what parents read is no draft.
    await savePageTextsDraft("home", { [en]: original.en }, actor);
    expect(await rows()).toEqual([]);

    await savePageTextsDraft("home", { [en]: "Draft heading" }, actor);
    await publishPageTexts("home", { [en]: "Draft heading" }, actor);
    expect(await rows()).toMatchObject([{ published: "Draft heading", draft: null }]);
  });

  it("undoes the last publish, then the one before, and says when there is nothing left", async () => {
    const actor = await insertUser({ name: "Head Clerk" });
    await publishPageTexts("home", { [en]: "First" }, actor);
    await publishPageTexts("home", { [en]: "Second", [ta]: "இரண்டாவது" }, actor);
    const undone = await undoLastPublish("home", actor);
    expect(undone.changes).toHaveLength(2);
    expect(await publishedPageTexts("en")).toEqual({ [HEADING]: "First" });
    expect(await publishedPageTexts("ta")).toEqual({});
    const history = (await pageEditor("home", 1024)).history;
    expect(history.map((revision) => [revision.changes.length, revision.undoneByName])).toEqual([
      [2, "Head Clerk"],
      [1, null],
    ]);

    await undoLastPublish("home", actor);
    expect(await publishedPageTexts("en")).toEqual({});
    expect(await rows()).toEqual([]);
    const refusal = await undoLastPublish("home", actor).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).message).toBe(NOTHING_TO_UNDO);
  });

  it("keeps a chosen picture as the page's, and an emptied choice as none", async () => {
    const actor = await insertUser();
    const picture = fieldName("picture.facultyPhoto", "en");
    expect(await chosenPicture("facultyPhoto")).toBeUndefined();
    await publishPageTexts("faculty", { [picture]: "/media/gallery/class.jpg" }, actor);
    expect(await chosenPicture("facultyPhoto")).toBe("/media/gallery/class.jpg");
    expect((await pageEditor("faculty", 1024)).values[picture]).toBe("/media/gallery/class.jpg");
    await publishPageTexts("faculty", { [picture]: "" }, actor);
    expect(await chosenPicture("facultyPhoto")).toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it("refuses a page the panel does not edit, and ignores fields of other pages", async () => {
    const actor = await insertUser();
    await expect(publishPageTexts("no-such-page", {}, actor)).rejects.toBeInstanceOf(DomainError);
    const vision = fieldName("about.vision.statement.text", "en");
    expect(await publishPageTexts("home", { [vision]: "Not this page" }, actor)).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FIXED_SCHOOL_IN_CONTENT } from "~/copy/admin-content-schools";
import { SCHOOL_LIMITS, SCHOOL_MESSAGES } from "~/copy/admin-schools";
import { SCHOOL_SLUGS, SCHOOLS } from "~/copy/schools";
import { SAVE_SCHOOL_INTENT, schoolFormSchema } from "~/lib/schemas/schools";
import {
  adminContentList,
  createContentItem,
  deleteContentItem,
  updateContentItem,
} from "~/server/content/items.server";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { recordUpload } from "~/server/media/media.server";
import {
  allSchools,
  cleanFeatures,
  insertFixedSchool,
  type SchoolProfile,
  schoolBySlug,
  schoolOptions,
  updateSchool,
} from "~/server/schools/schools.server";
import { nextInstant } from "../support/next-instant";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

function profile(name: string, grades: readonly string[]): SchoolProfile {
  return {
    name,
    tagline: `${name} tagline`,
    description: `${name} description`,
    about: "<p>About</p>",
    location: "Town",
    address: "1 Street",
    phone: "+91 98765 40001",
    whatsapp: "+91 98765 40001",
    email: "school@example.org",
    affiliation: "Affiliation",
    logoImage: null,
    headerImage: null,
    headerMediaId: null,
    ageRange: "Ages 2-6",
    studentCount: "100+",
    mapQuery: name,
    features: ["One", "Two"],
    grades: [...grades],
    images: [{ url: "/media/x.webp", title: "X", description: "Y" }],
  };
}

describe("schools", () => {
  it("adds the five fixed schools (in reverse) and lists them in the spec's order", async () => {
    const actor = await insertUser();
    for (const school of [...SCHOOLS].reverse())
      await insertFixedSchool(school.slug, profile(school.name, school.grades), actor);
    const schools = await allSchools();
    expect(schools.map((s) => s.slug)).toEqual([...SCHOOL_SLUGS]);
    const first = schools[0]!;
    expect(first.features).toEqual(["One", "Two"]);
    expect(first.grades).toEqual([...SCHOOLS[0]!.grades]);
    expect(first.images).toEqual([{ url: "/media/x.webp", title: "X", description: "Y" }]);
    expect(first.updatedAt).toMatch(ISO_INSTANT);
  });

  it("refuses a sixth school and a second copy of one", async () => {
    const actor = await insertUser();
    await expect(insertFixedSchool("new-school" as "zee-litera", profile("New", []), actor)).rejects.toThrow(
      DomainError,
    );
    await expect(insertFixedSchool("zee-litera", profile("Again", []), actor)).rejects.toThrow(DomainError);
    expect(await allSchools()).toHaveLength(5);
  });

  it("finds a school by slug, accepting the alternate spelling", async () => {
    expect((await schoolBySlug("balar-kalikoodam"))?.slug).toBe("balar-kalikkoodam");
    expect((await schoolBySlug("balar-kalikkoodam"))?.name).toBe("Balar Kalikkoodam");
    expect(await schoolBySlug("unknown-school")).toBeUndefined();
  });

  it("offers each school with its grades to the forms", async () => {
    const options = await schoolOptions();
    expect(options.map((o) => o.value)).toEqual([...SCHOOL_SLUGS]);
    expect(options.find((o) => o.value === "euro-kids")?.grades).toEqual([
      "Play Group",
      "Nursery",
      "Junior KG",
      "Senior KG",
    ]);
  });

  it("updates a school by either spelling, keeping its slug, with features trimmed and unique", async () => {
    const actor = await insertUser();
    const updated = await updateSchool(
      "balar-kalikoodam",
      {
        name: "Balar Kalikkoodam School",
        phone: "+91 98765 49999",
        features: [" Play ", "", "Play", "Songs"],
      },
      actor,
    );
    expect(updated).toMatchObject({
      slug: "balar-kalikkoodam",
      name: "Balar Kalikkoodam School",
      phone: "+91 98765 49999",
      features: ["Play", "Songs"],
      email: "school@example.org",
    });
    await expect(updateSchool("balar-kalikkoodam", { email: "not-an-email" }, actor)).rejects.toThrow(
      DomainError,
    );
    await expect(updateSchool("nowhere", { name: "X" }, actor)).rejects.toThrow(
      "Please select a valid school.",
    );
  });

  it("cannot be deleted, re-typed or re-slugged through the content list", async () => {
    const actor = await insertUser();
    const school = (await schoolBySlug("zee-litera"))!;
    await expect(deleteContentItem(school.id, actor)).rejects.toThrow("Schools cannot be deleted.");
    await expect(updateContentItem(school.id, { slug: "zee" }, actor)).rejects.toThrow(DomainError);
    await expect(updateContentItem(school.id, { kind: "about" }, actor)).rejects.toThrow(DomainError);
    expect(await allSchools()).toHaveLength(5);
  });
});

describe("cleanFeatures", () => {
  it("adds a feature only when non-empty after trimming and not already present", () => {
    expect(cleanFeatures(["  Labs ", "Labs", "   ", "Library"])).toEqual(["Labs", "Library"]);
  });
});

/** The five schools, added once for the tests below so that each also passes when run alone. */
async function fixedSchools() {
  if ((await allSchools()).length === 0) {
    const actor = await insertUser();
    for (const school of SCHOOLS)
      await insertFixedSchool(school.slug, profile(school.name, school.grades), actor);
  }
  return allSchools();
}

/** The refusal a promise ends in, to check its field and status as well as its message. */
async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function storedRow(slug: string) {
  return db()
    .selectFrom("content")
    .innerJoin("school", "school.content_id", "content.id")
    .selectAll()
    .where("content.slug", "=", slug)
    .where("content.kind", "=", "school_info")
    .executeTakeFirstOrThrow();
}

describe("updateSchool: the dialog's rules", () => {
  it("saves features and grades by the spec's rule: trimmed, non-empty, each once, in order", async () => {
    await fixedSchools();
    const actor = await insertUser();
    const saved = await updateSchool(
      "buds-blossoms",
      { features: ["  Music  ", "Music", "", "   ", "Garden", "music"], grades: [" LKG", "LKG ", "UKG", ""] },
      actor,
    );
    // "music" differs from "Music": the spec's rule compares the trimmed text as it is.
    expect(saved.features).toEqual(["Music", "Garden", "music"]);
    expect(saved.grades).toEqual(["LKG", "UKG"]);
    expect((await schoolOptions()).find((option) => option.value === "buds-blossoms")?.grades).toEqual([
      "LKG",
      "UKG",
    ]);
    const emptied = await updateSchool("buds-blossoms", { features: [], grades: [] }, actor);
    expect(emptied.features).toEqual([]);
    expect(emptied.grades).toEqual([]);
  });

  it("refuses a feature or grade list that is not a list of short strings, changing nothing", async () => {
    await fixedSchools();
    const actor = await insertUser();
    await updateSchool("euro-kids", { features: ["Play"], grades: ["Nursery"] }, actor);
    const before = await storedRow("euro-kids");
    const bad: [unknown, "features" | "grades"][] = [
      ["Play, Songs", "features"],
      [{ 0: "Play" }, "features"],
      [["Play", 7], "features"],
      [["x".repeat(121)], "features"],
      [Array.from({ length: 21 }, (_, i) => `Feature ${i}`), "features"],
      [[null], "grades"],
      [["g".repeat(41)], "grades"],
      [Array.from({ length: 21 }, (_, i) => `Grade ${i}`), "grades"],
    ];
    for (const [value, field] of bad) {
      const error = await refusal(
        updateSchool("euro-kids", { name: "Changed", [field]: value as never }, actor),
      );
      expect(error.field).toBe(field);
      expect(error.status).toBe(400);
    }
    // A list at the limits is accepted: 20 features of 120 characters.
    const longest = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(120, "f"));
    expect((await updateSchool("euro-kids", { features: longest }, actor)).features).toEqual(longest);
    const after = await storedRow("euro-kids");
    expect(after.title).toBe(before.title);
    expect(after.grades).toEqual(before.grades);
  });

  it("refuses over-long text, a bad email, phone or picture address and an empty name, changing nothing", async () => {
    await fixedSchools();
    const actor = await insertUser();
    const before = await storedRow("nursery-primary");
    const bad: [Partial<SchoolProfile>, string, string][] = [
      [{ name: "n".repeat(201) }, "name", SCHOOL_MESSAGES.nameTooLong],
      [{ name: "   " }, "name", SCHOOL_MESSAGES.nameRequired],
      [{ location: "l".repeat(201) }, "location", SCHOOL_MESSAGES.locationTooLong],
      [{ address: "a".repeat(301) }, "address", SCHOOL_MESSAGES.addressTooLong],
      [{ affiliation: "a".repeat(101) }, "affiliation", SCHOOL_MESSAGES.affiliationTooLong],
      [{ description: "d".repeat(161) }, "description", SCHOOL_MESSAGES.descriptionTooLong],
      [{ email: "office at school" }, "email", SCHOOL_MESSAGES.email],
      [{ phone: "call the office" }, "phone", SCHOOL_MESSAGES.phone],
      [{ whatsapp: "+91 98765 43210 ext 5" }, "whatsapp", SCHOOL_MESSAGES.whatsapp],
      [{ headerImage: "javascript:alert(1)" }, "headerImage", SCHOOL_MESSAGES.image],
      [{ logoImage: "//evil.example/logo.png" }, "logoImage", SCHOOL_MESSAGES.image],
      [{ logoImage: "http://example.org/logo.png" }, "logoImage", SCHOOL_MESSAGES.image],
    ];
    for (const [changes, field, message] of bad) {
      const error = await refusal(updateSchool("nursery-primary", { tagline: "Changed", ...changes }, actor));
      expect([error.field, error.message, error.status]).toEqual([field, message, 400]);
    }
    const after = await storedRow("nursery-primary");
    expect(after).toEqual(before);
    // At the limits everything is accepted.
    const saved = await updateSchool(
      "nursery-primary",
      { name: "N".repeat(200), description: "D".repeat(160), phone: "+91 (4567) 22-0011" },
      actor,
    );
    expect(saved.name).toHaveLength(200);
    expect(saved.description).toHaveLength(160);
  });

  it("refuses an unknown school as not found and adds nothing", async () => {
    await fixedSchools();
    const actor = await insertUser();
    for (const slug of ["new-school", "", "zee-litera/../x"]) {
      const error = await refusal(updateSchool(slug, { name: "New" }, actor));
      expect([error.message, error.status]).toEqual([SCHOOL_MESSAGES.unknownSchool, 404]);
    }
    expect((await allSchools()).map((school) => school.slug)).toEqual([...SCHOOL_SLUGS]);
  });

  it("ties the header picture to its upload in the media library, and lets it go when removed", async () => {
    await fixedSchools();
    const actor = await insertUser();
    const upload = await recordUpload(
      {
        image: {
          storagePath: "school-headers/1700000000001-hdr.webp",
          url: "/media/school-headers/1700000000001-hdr.webp",
          filename: "1700000000001-hdr.webp",
          mimeType: "image/webp",
          sizeBytes: 2048,
          width: 1600,
          height: 900,
          contentHash: "school-header-test",
          variants: [],
          placeholder: null,
        },
        originalName: "front gate.jpg",
        category: "school-headers",
      },
      actor,
    );
    const saved = await updateSchool("zee-litera", { headerImage: upload.url }, actor);
    expect([saved.headerImage, saved.headerMediaId]).toEqual([upload.url, upload.id]);
    const elsewhere = await updateSchool(
      "zee-litera",
      { headerImage: "https://example.org/gate.jpg" },
      actor,
    );
    expect([elsewhere.headerImage, elsewhere.headerMediaId]).toEqual(["https://example.org/gate.jpg", null]);
    const removed = await updateSchool("zee-litera", { headerImage: null }, actor);
    expect([removed.headerImage, removed.headerMediaId]).toEqual([null, null]);
    const error = await refusal(
      updateSchool("zee-litera", { headerImage: upload.url, headerMediaId: "no-such-media" }, actor),
    );
    expect(error.field).toBe("headerImage");
  });
});

describe("updateSchool: the whole school page from its dialog (issue 28)", () => {
  const photos = [
    {
      url: "/media/school-headers/a.webp",
      title: " Library ",
      description: "Reading hour",
      titleTa: "நூலகம்",
    },
    { url: "https://example.org/b.jpg", title: "Garden", description: "", descriptionTa: " தோட்டம் " },
    {
      url: "/media/gallery/c.webp",
      title: "Stage",
      description: "Annual day",
      titleTa: "",
      descriptionTa: "",
    },
  ];

  it("saves the tagline, About text, Tamil address and grades and the carousel's photos in order, audited", async () => {
    await fixedSchools();
    const actor = await insertUser({ name: "Office Clerk" });
    const school = await updateSchool(
      "zee-litera",
      {
        tagline: " Learning with joy ",
        taglineTa: "மகிழ்ச்சியுடன் கற்றல்",
        about: '<p>Our story</p><script>alert(1)</script><p onclick="x()">Since 1990</p>',
        aboutTa: "<p>எங்கள் கதை</p>",
        addressTa: " 14, கம்பன் தெரு ",
        ageRange: " Ages 3-16 ",
        studentCount: "550+",
        mapQuery: "Zee Litera School, Kamban Street",
        gradesTa: [" மழலையர் ", "மழலையர்", "முதல் வகுப்பு"],
        images: photos,
      },
      actor,
    );
    expect(school).toMatchObject({
      tagline: "Learning with joy",
      taglineTa: "மகிழ்ச்சியுடன் கற்றல்",
      about: "<p>Our story</p><p>Since 1990</p>",
      aboutTa: "<p>எங்கள் கதை</p>",
      addressTa: "14, கம்பன் தெரு",
      ageRange: "Ages 3-16",
      studentCount: "550+",
      mapQuery: "Zee Litera School, Kamban Street",
      gradesTa: ["மழலையர்", "முதல் வகுப்பு"],
    });
    // Trimmed; Tamil words kept only when written.
    expect(school.images).toEqual([
      {
        url: "/media/school-headers/a.webp",
        title: "Library",
        description: "Reading hour",
        titleTa: "நூலகம்",
      },
      { url: "https://example.org/b.jpg", title: "Garden", description: "", descriptionTa: "தோட்டம்" },
      { url: "/media/gallery/c.webp", title: "Stage", description: "Annual day" },
    ]);
    expect((await schoolBySlug("zee-litera"))?.images).toEqual(school.images);
    // Reordered and one removed: stored as given.
    const reordered = await updateSchool("zee-litera", { images: [photos[2]!, photos[0]!] }, actor);
    expect(reordered.images.map((image) => image.title)).toEqual(["Stage", "Library"]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "entity_type", "entity_id", "actor_name", "summary"])
      .where("entity_id", "=", school.id)
      .where("actor_name", "=", "Office Clerk")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: "updated", entity_type: "school_info" });
    expect(audit[0]!.summary).toContain(school.name);
  });

  it("refuses a bad photo list, tagline or About text under its field, changing nothing", async () => {
    await fixedSchools();
    const actor = await insertUser();
    await updateSchool("euro-kids", { images: [photos[0]!] }, actor);
    const before = await storedRow("euro-kids");
    const photo = photos[0]!;
    const bad: [Partial<SchoolProfile>, string, string][] = [
      [{ images: "one.jpg" as never }, "images", SCHOOL_MESSAGES.photos],
      [{ images: Array.from({ length: 21 }, () => photo) }, "images", SCHOOL_MESSAGES.photos],
      [{ images: [{ ...photo, url: "javascript:alert(1)" }] }, "images", SCHOOL_MESSAGES.image],
      [{ images: [{ ...photo, url: "" }] }, "images", SCHOOL_MESSAGES.image],
      [{ images: [null as never] }, "images", SCHOOL_MESSAGES.image],
      [{ images: [{ ...photo, title: "t".repeat(121) }] }, "images", SCHOOL_MESSAGES.photoTitle],
      [{ images: [{ ...photo, titleTa: 7 as never }] }, "images", SCHOOL_MESSAGES.photoTitle],
      [
        { images: [{ ...photo, descriptionTa: "d".repeat(301) }] },
        "images",
        SCHOOL_MESSAGES.photoDescription,
      ],
      [{ tagline: "t".repeat(201) }, "tagline", SCHOOL_MESSAGES.taglineTooLong],
      [{ ageRange: "a".repeat(41) }, "ageRange", SCHOOL_MESSAGES.figureTooLong],
      [{ studentCount: "9".repeat(41) }, "studentCount", SCHOOL_MESSAGES.figureTooLong],
      [{ mapQuery: "m".repeat(301) }, "mapQuery", SCHOOL_MESSAGES.mapQueryTooLong],
      [{ taglineTa: "t".repeat(201) }, "taglineTa", SCHOOL_MESSAGES.taglineTooLong],
      [{ addressTa: "a".repeat(301) }, "addressTa", SCHOOL_MESSAGES.addressTooLong],
      [{ gradesTa: ["g".repeat(41)] }, "gradesTa", SCHOOL_MESSAGES.grades],
      [{ about: "a".repeat(SCHOOL_LIMITS.about + 1) }, "about", SCHOOL_MESSAGES.aboutTooLong],
      [{ aboutTa: 5 as never }, "aboutTa", SCHOOL_MESSAGES.aboutTooLong],
    ];
    for (const [changes, field, message] of bad) {
      const error = await refusal(updateSchool("euro-kids", { name: "Changed", ...changes }, actor));
      expect([error.field, error.message, error.status]).toEqual([field, message, 400]);
    }
    expect(await storedRow("euro-kids")).toEqual(before);
    // At the limits: 20 photos, words as long as allowed.
    const longest = Array.from({ length: 20 }, (_, i) => ({
      url: `/media/school-headers/${i}.webp`,
      title: "t".repeat(120),
      description: "d".repeat(300),
      titleTa: "த".repeat(120),
      descriptionTa: "த".repeat(300),
    }));
    expect((await updateSchool("euro-kids", { images: longest }, actor)).images).toEqual(longest);
  });

  it("is not listed or edited in Content; a page about a school made there still is", async () => {
    const schools = await fixedSchools();
    const actor = await insertUser();
    const page = await createContentItem(
      { kind: "school_info", title: "Bus Routes", slug: "bus-routes", status: "published" },
      actor,
    );
    const listed = await adminContentList({ kind: "school_info", limit: 50 });
    expect(listed.items.map((item) => item.slug)).toEqual(["bus-routes"]);
    expect(listed.total).toBe(1);
    const all = await adminContentList({ limit: 100 });
    expect(all.items.some((item) => schools.some((school) => school.id === item.id))).toBe(false);
    const zee = schools.find((school) => school.slug === "zee-litera")!;
    const before = await storedRow("zee-litera");
    const error = await refusal(updateContentItem(zee.id, { metaTitle: "Zee Litera, CBSE" }, actor));
    expect([error.message, error.status]).toEqual([FIXED_SCHOOL_IN_CONTENT, 409]);
    expect(await storedRow("zee-litera")).toEqual(before);
    expect((await updateContentItem(page.id, { summary: "Which bus goes where." }, actor)).summary).toBe(
      "Which bus goes where.",
    );
  });
});

describe("updateSchool: two people editing the same school", () => {
  it("saves with the updatedAt it was loaded with, then refuses a save from that older copy", async () => {
    const loaded = (await fixedSchools()).find((school) => school.slug === "balar-kalikkoodam")!;
    const [first, second] = [await insertUser({ name: "First" }), await insertUser({ name: "Second" })];
    await nextInstant();
    const saved = await updateSchool("balar-kalikoodam", { location: "First's location" }, first, {
      expectedUpdatedAt: loaded.updatedAt,
    });
    expect(saved.updatedAt).not.toBe(loaded.updatedAt);
    const error = await refusal(
      updateSchool("balar-kalikkoodam", { location: "Second's location" }, second, {
        expectedUpdatedAt: loaded.updatedAt,
      }),
    );
    expect([error.message, error.status]).toEqual([STALE_EDIT_MESSAGE, 409]);
    expect((await schoolBySlug("balar-kalikkoodam"))?.location).toBe("First's location");
    // Reloaded, the second person's save goes through.
    const reloaded = (await schoolBySlug("balar-kalikkoodam"))!;
    const again = await updateSchool("balar-kalikkoodam", { location: "Second's location" }, second, {
      expectedUpdatedAt: reloaded.updatedAt,
    });
    expect(again.location).toBe("Second's location");
  });

  it("lets exactly one of two simultaneous saves from the same copy through", async () => {
    const loaded = (await fixedSchools()).find((school) => school.slug === "euro-kids")!;
    const actor = await insertUser();
    await nextInstant();
    const outcomes = await Promise.allSettled(
      ["Lake View A", "Lake View B"].map((location) =>
        updateSchool("euro-kids", { location }, actor, { expectedUpdatedAt: loaded.updatedAt }),
      ),
    );
    const saved = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect([saved.length, refused.length]).toEqual([1, 1]);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      message: STALE_EDIT_MESSAGE,
      status: 409,
    });
    const winner = (saved[0] as PromiseFulfilledResult<{ location: string | null }>).value.location;
    expect((await schoolBySlug("euro-kids"))?.location).toBe(winner);
  });
});

describe("the School Management form's schema", () => {
  function form(fields: [string, string][]) {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    const submission = parseWithZod(data, { schema: schoolFormSchema });
    return { ...submission, error: submission.status === "error" ? submission.error : undefined };
  }
  const base: [string, string][] = [
    ["intent", SAVE_SCHOOL_INTENT],
    ["slug", "balar-kalikoodam"],
    ["updatedAt", "2026-01-02T03:04:05.678Z"],
    ["name", "Balar Kalikkoodam"],
  ];

  it("reads repeated feature and grade fields as lists and empty fields as absent", () => {
    const submission = form([
      ...base,
      ["features", " Songs "],
      ["features", "Play"],
      ["grades", "LKG"],
      ["email", ""],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ features: ["Songs", "Play"], grades: ["LKG"] });
    expect(submission.value.email).toBeUndefined();
  });

  it("reads the carousel's photos as a list in their order, with their Tamil words", () => {
    const submission = form([
      ...base,
      ["images[0].url", "/media/school-headers/a.webp"],
      ["images[0].title", "Library"],
      ["images[0].titleTa", "நூலகம்"],
      ["images[1].url", "/media/school-headers/b.webp"],
      ["images[1].descriptionTa", "தோட்டம்"],
      ["gradesTa", "மழலையர்"],
      ["taglineTa", "மகிழ்ச்சி"],
      ["about", "<p>Our story</p>"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      images: [
        { url: "/media/school-headers/a.webp", title: "Library", titleTa: "நூலகம்" },
        { url: "/media/school-headers/b.webp", descriptionTa: "தோட்டம்" },
      ],
      gradesTa: ["மழலையர்"],
      taglineTa: "மகிழ்ச்சி",
      about: "<p>Our story</p>",
    });
    // A photo added without its picture is refused under that photo.
    const missing = form([...base, ["images[0].title", "No picture yet"]]);
    expect(missing.error?.["images[0].url"]).toEqual([SCHOOL_MESSAGES.photoPicture]);
    const outside = form([...base, ["images[0].url", "javascript:alert(1)"]]);
    expect(outside.error?.["images[0].url"]).toEqual([SCHOOL_MESSAGES.image]);
  });

  it("refuses what the domain refuses, with the same messages under the same fields", () => {
    const cases: [[string, string][], string, string][] = [
      [[["features", "x".repeat(121)]], "features[0]", SCHOOL_MESSAGES.features],
      // An object where a list belongs: Conform wraps it in a list, whose first item is no string.
      [[["features.nested", "x"]], "features[0]", ""],
      [[["email", "not-an-email"]], "email", SCHOOL_MESSAGES.email],
      [[["phone", "call us"]], "phone", SCHOOL_MESSAGES.phone],
      [[["description", "d".repeat(161)]], "description", SCHOOL_MESSAGES.descriptionTooLong],
      [[["headerImage", "javascript:alert(1)"]], "headerImage", SCHOOL_MESSAGES.image],
    ];
    for (const [extra, field, message] of cases) {
      const submission = form([...base, ...extra]);
      expect(submission.status, field).toBe("error");
      const errors = submission.error?.[field];
      expect(errors, field).toBeDefined();
      if (message) expect(errors).toContain(message);
    }
    for (const [name, value, field] of [
      ["slug", "new-school", "slug"],
      ["updatedAt", "yesterday", "updatedAt"],
      ["name", "   ", "name"],
    ] as const) {
      const submission = form([...base.filter(([key]) => key !== name), [name, value]]);
      expect(submission.error?.[field], field).toBeDefined();
    }
  });
});

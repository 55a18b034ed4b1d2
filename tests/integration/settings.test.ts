import { describe, expect, it } from "vitest";
import { ADMISSION_YEAR } from "~/copy/admissions";
import { recentAudit } from "~/server/audit.server";
import { DomainError } from "~/server/domain-error.server";
import {
  admissionsPhone,
  DEFAULT_SITE_SETTINGS,
  fillMissingSiteSettings,
  siteSettings,
  updateSiteSettings,
} from "~/server/settings/settings.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

describe("site settings", () => {
  it("reads defaults before anything is saved", async () => {
    expect(await siteSettings()).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await siteSettings()).admissionsYear).toBe(ADMISSION_YEAR);
  });

  it("saves trimmed values and reads them back as strings on both engines", async () => {
    const actor = await insertUser({ name: "Principal" });
    const saved = await updateSiteSettings(
      {
        officeAddress: " 1, Gandhi Road ",
        officePhone: "+91 98765 40000",
        officeEmail: "office@example.org",
        whatsappSupportNumber: "+91 98765 40099",
        facebookUrl: "https://example.org/fb",
      },
      actor,
    );
    expect(saved).toMatchObject({
      officeAddress: "1, Gandhi Road",
      officePhone: "+91 98765 40000",
      officeEmail: "office@example.org",
      whatsappSupportNumber: "+91 98765 40099",
      facebookUrl: "https://example.org/fb",
      instagramUrl: "",
      admissionsYear: ADMISSION_YEAR,
    });
    expect(await siteSettings()).toEqual(saved);
    const [entry] = await recentAudit(1);
    expect(entry).toMatchObject({ entityType: "settings", actorName: "Principal" });
  });

  it("overwrites a saved value and lets optional links be emptied", async () => {
    const actor = await insertUser();
    await updateSiteSettings({ facebookUrl: "", admissionsYear: "2026-27" }, actor);
    const settings = await siteSettings();
    expect(settings.facebookUrl).toBe("");
    expect(settings.admissionsYear).toBe("2026-27");
    expect(settings.officeEmail).toBe("office@example.org");
  });

  it("refuses bad values all together, saving none of them", async () => {
    const actor = await insertUser();
    await expect(
      updateSiteSettings({ officeAddress: "Changed", officeEmail: "not an email" }, actor),
    ).rejects.toThrow(new DomainError("Enter a valid office email address.", { field: "officeEmail" }));
    await expect(updateSiteSettings({ youtubeUrl: "javascript:alert(1)" }, actor)).rejects.toThrow(
      DomainError,
    );
    await expect(updateSiteSettings({ admissionsYear: "" }, actor)).rejects.toThrow(DomainError);
    await expect(updateSiteSettings({ whatsappSupportNumber: "call me" }, actor)).rejects.toThrow(
      DomainError,
    );
    expect((await siteSettings()).officeAddress).toBe("1, Gandhi Road");
  });

  it("keeps an admissions phone, checked like the other phones, and lets it be emptied", async () => {
    const actor = await insertUser();
    expect((await siteSettings()).admissionsPhone).toBe("");
    const saved = await updateSiteSettings({ admissionsPhone: " +91 98765 40077 " }, actor);
    expect(saved.admissionsPhone).toBe("+91 98765 40077");
    expect(saved.whatsappSupportNumber).toBe("+91 98765 40099");

    for (const bad of ["admissions office", "12345", "+91 98765 40077 ext 12"]) {
      const refusal = await updateSiteSettings(
        { officeAddress: "Changed", admissionsPhone: bad },
        actor,
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({
        field: "admissionsPhone",
        message: "Enter the admissions phone number with its country code, such as +91 98765 43210.",
      });
    }
    expect(await siteSettings()).toMatchObject({
      admissionsPhone: "+91 98765 40077",
      officeAddress: "1, Gandhi Road",
    });

    await updateSiteSettings({ admissionsPhone: "" }, actor);
    expect((await siteSettings()).admissionsPhone).toBe("");
  });

  it("reads the admissions phone, else the WhatsApp support number, else the office phone", () => {
    const numbers = { admissionsPhone: "+91 1", whatsappSupportNumber: "+91 2", officePhone: "+91 3" };
    expect(admissionsPhone(numbers)).toBe("+91 1");
    expect(admissionsPhone({ ...numbers, admissionsPhone: "" })).toBe("+91 2");
    expect(admissionsPhone({ ...numbers, admissionsPhone: "", whatsappSupportNumber: "" })).toBe("+91 3");
  });

  it("fills only settings that were never saved", async () => {
    await fillMissingSiteSettings({ officeAddress: "Demo address", instagramUrl: "https://example.org/ig" });
    const settings = await siteSettings();
    expect(settings.officeAddress).toBe("1, Gandhi Road");
    expect(settings.instagramUrl).toBe("https://example.org/ig");
  });
});

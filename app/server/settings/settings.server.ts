// Site-wide settings edited on the Site Settings page: the main office's contact details, the
// WhatsApp support number, social links, the admissions year and phone. One row per setting.
import { ADMISSION_YEAR } from "~/copy/admissions";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { jsonValue } from "../db/dialect.server";
import { nowIso } from "../db/values.server";
import { DomainError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

export type SiteSettings = {
  officeAddress: string;
  officePhone: string;
  officeEmail: string;
  whatsappSupportNumber: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  admissionsYear: string;
  /** The spec's "admissions phone" ('Visit Our Campuses'); empty means the WhatsApp support number. */
  admissionsPhone: string;
};

type SettingName = keyof SiteSettings;

const KEYS: Record<SettingName, string> = {
  officeAddress: "office.address",
  officePhone: "office.phone",
  officeEmail: "office.email",
  whatsappSupportNumber: "whatsapp.support_number",
  facebookUrl: "social.facebook",
  instagramUrl: "social.instagram",
  youtubeUrl: "social.youtube",
  admissionsYear: "admissions.year",
  admissionsPhone: "admissions.phone",
};

const NAMES = Object.keys(KEYS) as SettingName[];

/** Until staff (or the demo content) fill them in, contact settings are empty. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  officeAddress: "",
  officePhone: "",
  officeEmail: "",
  whatsappSupportNumber: "",
  facebookUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  admissionsYear: ADMISSION_YEAR,
  admissionsPhone: "",
};

const RULES: Partial<Record<SettingName, { test: (value: string) => boolean; message: string }>> = {
  officeEmail: {
    test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    message: "Enter a valid office email address.",
  },
  officePhone: { test: (v) => /^\+?[0-9 ()-]{6,20}$/.test(v), message: "Enter the office phone number." },
  whatsappSupportNumber: {
    test: (v) => /^\+?[0-9 ()-]{6,20}$/.test(v),
    message: "Enter the WhatsApp number with its country code, such as +91 98765 43210.",
  },
  facebookUrl: {
    test: isWebAddress,
    message: "The Facebook link must be a web address starting with https://.",
  },
  instagramUrl: {
    test: isWebAddress,
    message: "The Instagram link must be a web address starting with https://.",
  },
  youtubeUrl: {
    test: isWebAddress,
    message: "The YouTube link must be a web address starting with https://.",
  },
  admissionsYear: {
    test: (v) => /^\d{4}-\d{2}$/.test(v),
    message: "Write the admissions year like 2025-26.",
  },
  admissionsPhone: {
    test: (v) => /^\+?[0-9 ()-]{6,20}$/.test(v),
    message: "Enter the admissions phone number with its country code, such as +91 98765 43210.",
  },
};

function isWebAddress(value: string) {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The settings as this process last read them outside a transaction (one inside may still be
 * rolled back). When the database cannot answer, a form posted without script still finds the
 * office's WhatsApp number here (docs/decisions/012-enquiries-never-lost.md).
 */
let lastRead: SiteSettings | undefined;

/** The settings as last read from the database by this process, if it has read them since it started. */
export function lastKnownSiteSettings(): SiteSettings | undefined {
  return lastRead && { ...lastRead };
}

/** Every setting, with the default for any not saved yet. */
export async function siteSettings(executor?: Executor): Promise<SiteSettings> {
  const rows = await (executor ?? db()).selectFrom("site_setting").select(["key", "value"]).execute();
  const settings = { ...DEFAULT_SITE_SETTINGS };
  for (const name of NAMES) {
    const row = rows.find((r) => r.key === KEYS[name]);
    const value = row && jsonValue(row.value);
    if (typeof value === "string") settings[name] = value;
  }
  if (!executor) lastRead = { ...settings };
  return settings;
}

function checkedChanges(changes: Partial<SiteSettings>) {
  const checked: Partial<SiteSettings> = {};
  for (const name of NAMES) {
    const raw = changes[name];
    if (raw === undefined) continue;
    const value = raw.trim();
    const rule = RULES[name];
    // The admissions year is always shown, so it cannot be emptied; the others may be.
    if (rule && (value !== "" || name === "admissionsYear") && !rule.test(value))
      throw new DomainError(rule.message, { field: name });
    checked[name] = value;
  }
  return checked;
}

/** Saves the given settings together; one bad value refuses them all. */
export async function updateSiteSettings(
  changes: Partial<SiteSettings>,
  actor: Actor,
): Promise<SiteSettings> {
  const checked = checkedChanges(changes);
  return inTransaction(async (trx) => {
    const now = nowIso();
    for (const [name, value] of Object.entries(checked) as [SettingName, string][]) {
      const row = { key: KEYS[name], value: JSON.stringify(value), updated_at: now, updated_by: actor.id };
      await trx
        .insertInto("site_setting")
        .values(row)
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({ value: row.value, updated_at: now, updated_by: actor.id }),
        )
        .execute();
    }
    const names = Object.keys(checked).join(", ");
    if (names) await auditBy(actor, "updated", "settings", null, `Updated site settings: ${names}`, trx);
    return siteSettings(trx);
  });
}

/** Fills settings that have never been saved, leaving saved ones alone (the demo content). */
export async function fillMissingSiteSettings(values: Partial<SiteSettings>, executor: Executor = db()) {
  const checked = checkedChanges(values);
  const now = nowIso();
  for (const [name, value] of Object.entries(checked) as [SettingName, string][]) {
    await executor
      .insertInto("site_setting")
      .values({ key: KEYS[name], value: JSON.stringify(value), updated_at: now, updated_by: null })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  }
}

/**
 * The number the spec calls the "admissions phone" ('Visit Our Campuses' on /schools): the one set
 * in Site Settings, else the WhatsApp support number, else the main office phone.
 */
export function admissionsPhone(
  settings: Pick<SiteSettings, "admissionsPhone" | "whatsappSupportNumber" | "officePhone">,
) {
  return settings.admissionsPhone || settings.whatsappSupportNumber || settings.officePhone;
}

import type { SiteSettings } from "../settings/settings.server";
import { DEMO_DISTRICT_LINE } from "./demo-town";

export const DEMO_SITE_SETTINGS: Partial<SiteSettings> = {
  officeAddress: `1, Gandhi Road, ${DEMO_DISTRICT_LINE}`,
  officePhone: "+91 98765 40000",
  officeEmail: "office@example.org",
  whatsappSupportNumber: "+91 98765 40099",
  facebookUrl: "https://example.org/social/facebook",
  instagramUrl: "https://example.org/social/instagram",
  youtubeUrl: "https://example.org/social/youtube",
};

// The demo content is set in Thenpalli, a town that does not exist. Its streets, phone numbers
// (+91 98765 4xxxx) and addresses at example.org are invented; staff replace them in the admin.
export const DEMO_TOWN = "Thenpalli";
/** The town's name in Tamil script, for the Tamil versions of the demo texts. */
export const DEMO_TOWN_TA = "தென்பள்ளி";
export const DEMO_DISTRICT_LINE = "Thenpalli, Tamil Nadu";

// The newsletter box on the News page (spec §2; DECISIONS: Subscribe stores the address,
// validated and deduplicated) and the messages its post answers with.
import { HONEYPOT_FIELD } from "./enquiry-copy";

export { HONEYPOT_FIELD };

export const NEWSLETTER_SECTION_ID = "newsletter";
/** Where a post comes back to: the box itself, with the answer as a toast. */
export const NEWSLETTER_RETURN_PATH = `/news#${NEWSLETTER_SECTION_ID}`;
/** Recorded with each address, so staff know where it came from. */
export const NEWSLETTER_SOURCE = "news-page";
export const NEWSLETTER_EMAIL_FIELD = "email";
/** The longest address the mail standards allow. */
export const NEWSLETTER_EMAIL_MAX = 254;
/** Per client address: plenty for a family, too few for a script filling the list. */
export const NEWSLETTER_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 10 } as const;

export const NEWSLETTER_COPY = {
  heading: "Get school news by email",
  text: "One friendly email a month with term dates, events and stories from our five schools.",
  emailLabel: "Email address",
  placeholder: "you@example.com",
  submit: "Subscribe",
  privacy: "We use your address only for this newsletter and never share it.",
} as const;

export const NEWSLETTER_MESSAGES = {
  subscribed: (email: string) => ({
    title: "You're subscribed!",
    description: `Thank you. Our newsletter will come to ${email}.`,
  }),
  alreadySubscribed: (email: string) => ({
    title: "You're already subscribed",
    description: `${email} is already on our list, so there is nothing more to do.`,
  }),
  invalidEmail: {
    title: "Please check your email address",
    description: "Please enter a valid email address.",
  },
  tooMany: {
    title: "Too many attempts",
    description: "Please wait a few minutes, then try again.",
  },
  failed: {
    title: "Subscription failed",
    description: "We couldn't add your address just now. Please try again in a moment.",
  },
} as const;

// The newsletter subscribers page of the admin (DECISIONS.md: "the admin can export the list").
export const NEWSLETTER_TITLE = "Newsletter";
export const NEWSLETTER_DESCRIPTION = "Addresses parents left in the News page's newsletter box.";
export const NO_SUBSCRIBERS = "No one has subscribed yet.";
export const NO_MATCHING_SUBSCRIBERS = "No subscriber matches your search.";
export const SUBSCRIBERS_LOAD_FAILED = "Failed to load subscribers";
export const SEARCH_SUBSCRIBERS_PLACEHOLDER = "Search email...";
export const REMOVE_SUBSCRIBER_LABEL = "Remove";
export const SUBSCRIBER_REMOVED = "Subscriber removed";
export const SUBSCRIBER_REMOVE_FAILED = "Failed to remove the subscriber";

export function subscriberCount(total: number) {
  return total === 1 ? "1 subscriber" : `${total.toLocaleString("en-IN")} subscribers`;
}

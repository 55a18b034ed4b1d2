// The specification's timings and limits (§9, and §2 where it says them first), each compared with
// the number the spec prints, written here as a literal: a product constant that drifts from the
// spec fails here, even where a behaviour test measures the product by its own constant.
import { describe, expect, it } from "vitest";
import { LOGIN_NARROW_SCREEN_QUERY } from "~/copy/admin-login";
import { EVENT_CAROUSEL_INTERVAL_MS } from "~/copy/events-page";
import { GALLERY_FADE_MS } from "~/copy/gallery-page";
import { SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from "~/copy/home";
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  NEWS_LIMIT,
  RECENT_ACTIVITY_LIMIT,
  SCHOOL_CARD_FEATURES_MAX,
  UPLOAD_CACHE_CONTROL_SECONDS,
  UPLOAD_MAX_FILES,
} from "~/copy/limits";
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from "~/copy/navigation";
import {
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from "~/lib/sidebar-state";
import { TRACK_HEARTBEAT_MS, TRACK_MIN_SECONDS, VISITOR_SESSION_STORAGE_KEY } from "~/lib/tracking";
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_POSITION,
  TOAST_VISIBLE_MAX,
  TOAST_WIDTH_PX,
  TOOLTIP_DELAY_DURATION_MS,
  TOOLTIP_SKIP_DELAY_DURATION_MS,
} from "~/lib/ui-timings";
import { CHALLENGE_MAX, CHALLENGE_MIN } from "~/server/staff/sign-in-question.server";

describe("the spec's timings", () => {
  it("moves the hero slider every 5000 ms with a 1 second fade", () => {
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    expect(SLIDE_FADE_MS).toBe(1000);
  });

  it("opens a desktop dropdown after 200 ms, closes it after 150 ms, and skips the delay within 300 ms", () => {
    expect(MENU_OPEN_DELAY_MS).toBe(200);
    expect(MENU_CLOSE_DELAY_MS).toBe(150);
    expect(MENU_SKIP_DELAY_MS).toBe(300);
  });

  it("reports time spent every 30 s, skips reports under 1 s, and keeps the session in visitor_session_id", () => {
    expect(TRACK_HEARTBEAT_MS).toBe(30_000);
    expect(TRACK_MIN_SECONDS).toBe(1);
    expect(VISITOR_SESSION_STORAGE_KEY).toBe("visitor_session_id");
  });

  it("fades between gallery photos in 150 ms and moves the events carousel every 4000 ms", () => {
    expect(GALLERY_FADE_MS).toBe(150);
    expect(EVENT_CAROUSEL_INTERVAL_MS).toBe(4000);
  });

  it("shows a toast 4000 ms by default, at most 3, 14 px apart, 356 px wide, bottom right", () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_VISIBLE_MAX).toBe(3);
    expect(TOAST_GAP_PX).toBe(14);
    expect(TOAST_WIDTH_PX).toBe(356);
    expect(TOAST_POSITION).toBe("bottom-right");
  });

  it("opens a tooltip after 700 ms, at once within 300 ms of another", () => {
    expect(TOOLTIP_DELAY_DURATION_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_DURATION_MS).toBe(300);
  });
});

describe("the spec's limits", () => {
  it("keeps the admin side menu's state for 604800 s, 16rem wide, 18rem on a phone, 3rem collapsed, on Ctrl/Cmd+b", () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(["16rem", "18rem", "3rem"]);
    expect(SIDEBAR_KEYBOARD_SHORTCUT).toBe("b");
  });

  it("allows a meta title of 60 characters and a meta description of 160", () => {
    expect(META_TITLE_MAX).toBe(60);
    expect(META_DESCRIPTION_MAX).toBe(160);
  });

  it("takes a child's age from 1 to 18 and asks a sum of two numbers from 1 to 10", () => {
    expect([CHILD_AGE_MIN, CHILD_AGE_MAX]).toEqual([1, 18]);
    expect([CHALLENGE_MIN, CHALLENGE_MAX]).toEqual([1, 10]);
  });

  it("lists 10 news items and 5 recent activities, and 3 features on a school card", () => {
    expect(NEWS_LIMIT).toBe(10);
    expect(RECENT_ACTIVITY_LIMIT).toBe(5);
    expect(SCHOOL_CARD_FEATURES_MAX).toBe(3);
  });

  it("takes 5 files an upload, 10 in the media library, 1 for single pictures, cached 3600 s", () => {
    expect(UPLOAD_MAX_FILES).toEqual({ default: 5, mediaLibrary: 10, singleImage: 1 });
    expect(UPLOAD_CACHE_CONTROL_SECONDS).toBe(3600);
  });

  it("sends screens 768 px wide or narrower away from the sign-in page", () => {
    expect(LOGIN_NARROW_SCREEN_QUERY).toBe("(max-width: 768px)");
  });
});

// The urgent notices' list (docs/decisions/030-urgent-notices.md), an island hydrated on touch:
// the notices are read without script, and React comes only when a parent reaches for a close
// button. Closing a notice hides it here and on every later page (remembered by the notice's id and
// version, so an edited notice shows again) and moves the focus on. Before React has the list the
// loader (app/islands/urgent-notices.ts) has hidden the notices closed earlier and marked <html> so
// CSS shows the close buttons; the region around the list hides itself by CSS once none shows.
import { XIcon } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import type { NoticeLevel } from "~/copy/admin-notices";
import {
  DISMISSED_NOTICES_KEY,
  NOTICE_ATTRIBUTE,
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_TEXT_ATTRIBUTE,
  remember,
  remembered,
} from "~/lib/urgent-notice-marks";

export type ShownNotice = {
  /** noticeKey(id, version). */
  key: string;
  level: NoticeLevel;
  /** The level in words ("School closure"), never told by colour alone. */
  levelWord: string;
  text: string;
  lang?: "en";
};

/** Closure in the site's red, important in amber, information in its quiet blue; each AA or better. */
const LEVEL_CLASSES: Record<NoticeLevel, string> = {
  closure: "bg-destructive text-destructive-foreground",
  important: "border-b border-warning/40 bg-warning-soft text-warning-soft-foreground",
  information: "border-b border-border bg-info-soft text-info-soft-foreground",
};

function focusMain() {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus();
}

export default function UrgentNotices({ notices, dismiss }: { notices: ShownNotice[]; dismiss: string }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The notices the loader hid before the first paint are React's to hide from now on.
  useLayoutEffect(() => setClosed(new Set(remembered(DISMISSED_NOTICES_KEY))), []);

  function close(key: string) {
    remember(DISMISSED_NOTICES_KEY, [
      ...remembered(DISMISSED_NOTICES_KEY).filter((kept) => kept !== key),
      key,
    ]);
    setClosed(new Set([...closed, key]));
    // The focus goes on to the next notice's close button, else to the page's main content.
    const next = notices.find((notice) => notice.key !== key && !closed.has(notice.key));
    if (next) buttons.current.get(next.key)?.focus();
    else focusMain();
  }

  return notices.map((notice) => (
    <div
      key={notice.key}
      hidden={closed.has(notice.key)}
      // The loader may have hidden it before React came (closed on an earlier page).
      suppressHydrationWarning
      className={`${LEVEL_CLASSES[notice.level]} px-gutter py-3`}
      data-level={notice.level}
      {...{ [NOTICE_ATTRIBUTE]: notice.key }}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <p
          className="min-w-0 flex-1 text-sm leading-relaxed sm:text-base"
          {...{ [NOTICE_TEXT_ATTRIBUTE]: "" }}
        >
          <strong className="font-bold">{notice.levelWord}: </strong>
          <span lang={notice.lang}>{notice.text}</span>
        </p>
        <button
          ref={(button) => {
            if (button) buttons.current.set(notice.key, button);
            else buttons.current.delete(notice.key);
          }}
          type="button"
          aria-label={dismiss}
          onClick={() => close(notice.key)}
          className="-my-1 hidden size-9 shrink-0 items-center justify-center rounded-control hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current [html[data-urgent-notices-closable]_&]:inline-flex"
          {...{ [NOTICE_DISMISS_ATTRIBUTE]: "" }}
        >
          <XIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  ));
}

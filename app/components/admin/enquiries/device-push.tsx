// The inbox's "Notify me on this device": a push on this phone or computer for every new enquiry
// and event registration (app/server/push/), even while the panel is closed. The browser is asked
// for its permission only when the button is pressed.
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { currentSubscription, pushSupported, STAFF_PUSH, subscribe, unsubscribe } from "~/lib/push-subscribe";

type State = "checking" | "unsupported" | "off" | "on" | "busy" | "blocked" | "failed";

const WORDS: Record<State, string> = {
  checking: "",
  unsupported: "This browser cannot show notifications from the panel.",
  // Before opting in: what the button is for.
  off: "A notification on this phone or computer for each new enquiry and event registration.",
  on: "This device is notified of each new enquiry and registration.",
  busy: "One moment…",
  blocked: "Notifications are blocked for this site: allow them in the browser's settings, then try again.",
  failed: "That did not work. Please try again.",
};

export function DevicePush({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    if (!pushSupported()) return setState("unsupported");
    currentSubscription(STAFF_PUSH)
      .then((subscription) => setState(subscription ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  async function change(on: boolean) {
    setState("busy");
    try {
      if (on) await subscribe(STAFF_PUSH, publicKey);
      else await unsubscribe(STAFF_PUSH);
      setState(on ? "on" : "off");
    } catch {
      setState(
        typeof Notification !== "undefined" && Notification.permission === "denied" ? "blocked" : "failed",
      );
    }
  }

  return (
    <section
      aria-label="Notifications"
      className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-3"
      data-device-push
    >
      {state === "on" ? (
        <Button type="button" variant="outline" onClick={() => change(false)}>
          Stop notifying this device
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          disabled={state === "checking" || state === "busy" || state === "unsupported"}
          onClick={() => change(true)}
        >
          Notify me on this device
        </Button>
      )}
      <p className="text-sm text-muted-foreground" role="status">
        {WORDS[state]}
      </p>
    </section>
  );
}

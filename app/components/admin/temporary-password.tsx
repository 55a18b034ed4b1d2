import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";

/** A temporary password shown once, with a button that copies it. */
export function TemporaryPassword({ username, password }: { username: string; password: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="grid gap-3 rounded-control border border-border bg-muted p-4">
      <dl className="grid gap-2 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">Username:</dt>
          <dd className="font-mono" data-testid="issued-username">
            {username}
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-semibold">Temporary password:</dt>
          <dd className="font-mono text-base break-all" data-testid="temporary-password">
            {password}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy password"}
        </Button>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {copied ? "The password is on the clipboard." : "It is shown only this once."}
        </p>
      </div>
    </div>
  );
}

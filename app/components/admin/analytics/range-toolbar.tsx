// The time range (a plain GET form, so the range lives in the address and works before the page's
// script has started; choosing one applies it) and Refresh, which reads the figures again and says
// so while it does.
import { RefreshCwIcon } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { NativeSelect } from "~/components/admin/native-select";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { ANALYTICS_RANGES, RANGE_SELECT_LABEL, REFRESH_LABEL, REFRESHING_LABEL } from "~/copy/analytics";
import { cn } from "~/lib/cn";
import type { AnalyticsQuery } from "~/views/analytics";
import { ANALYTICS_PATH } from "./address";

export function RangeToolbar({
  query,
  refreshing,
  onRefresh,
}: {
  query: AnalyticsQuery;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const submit = useSubmit();
  return (
    <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
      <Form method="get" action={ANALYTICS_PATH} className="grid gap-1.5">
        <Label htmlFor="analytics-range">{RANGE_SELECT_LABEL}</Label>
        {query.tab !== "overview" ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <NativeSelect
          id="analytics-range"
          name="range"
          // A new key per address: Back and Forward show the range the figures are for.
          key={query.range}
          defaultValue={query.range}
          className="w-44"
          onChange={(change) => submit(change.currentTarget.form, { preventScrollReset: true })}
        >
          {ANALYTICS_RANGES.map((range) => (
            <option key={range.key} value={range.key}>
              {range.label}
            </option>
          ))}
        </NativeSelect>
      </Form>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          if (!refreshing) onRefresh();
        }}
        aria-disabled={refreshing}
        data-refreshing={refreshing}
      >
        <RefreshCwIcon
          aria-hidden="true"
          className={cn(refreshing && "animate-spin motion-reduce:animate-none")}
        />
        {refreshing ? REFRESHING_LABEL : REFRESH_LABEL}
      </Button>
    </div>
  );
}

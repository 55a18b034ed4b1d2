// The chart itself (recharts), loaded on its own after the page has hydrated: the library stays out
// of every other admin page's bundle and off the public pages altogether.
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_SERIES } from "~/copy/analytics";
import type { ChartPoint } from "~/lib/analytics-format";

const VISITORS_COLOUR = "var(--color-primary)";
const PAGE_VIEWS_COLOUR = "var(--color-warning)";
const TICK = { fontSize: 12, fill: "var(--color-muted-foreground)" };

export default function VisitorsChartCanvas({ points }: { points: ChartPoint[] }) {
  const labels = new Map(points.map((point) => [point.bucket, point]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="bucket"
          tickFormatter={(bucket: string) => labels.get(bucket)?.label ?? bucket}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: "var(--color-border)" }}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={40} />
        <Tooltip
          labelFormatter={(bucket) => labels.get(String(bucket))?.fullLabel ?? String(bucket)}
          contentStyle={{
            borderRadius: 8,
            border: "1px solid var(--color-border)",
            background: "var(--color-surface)",
            color: "var(--color-foreground)",
            fontSize: 13,
          }}
        />
        <Legend
          iconType="circle"
          wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
          // Visitors first, as everywhere else on the page; their area is drawn on top.
          itemSorter={(item) => (item.dataKey === "visitors" ? 0 : 1)}
        />
        <Area
          type="monotone"
          dataKey="pageViews"
          name={CHART_SERIES.pageViews}
          stroke={PAGE_VIEWS_COLOUR}
          strokeWidth={2}
          fill={PAGE_VIEWS_COLOUR}
          fillOpacity={0.12}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="visitors"
          name={CHART_SERIES.visitors}
          stroke={VISITORS_COLOUR}
          strokeWidth={2}
          fill={VISITORS_COLOUR}
          fillOpacity={0.18}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

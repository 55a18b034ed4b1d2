import type { TitledText } from "~/copy/about";

/** An ordered list of titled steps with large numbers, two columns on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 md:gap-6">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-card border border-border bg-surface p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-secondary font-heading text-lg font-bold text-secondary-foreground"
          >
            {index + 1}
          </span>
          <div className="flex flex-col gap-1.5">
            <h3 className="font-heading text-h4 font-bold text-foreground">{step.title}</h3>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

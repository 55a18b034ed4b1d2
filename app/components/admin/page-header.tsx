import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { cn } from "~/lib/cn";

/** Admin pages are for staff only: a title and a noindex tag, never a share card. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin` }, { name: "robots", content: "noindex" }];
}

/** Headers for every admin response: personal pages are never kept by a shared cache. */
export function adminHeaders() {
  return { "Cache-Control": "private, no-store" };
}

/** The page's own area inside the admin shell. */
export function AdminPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      className={cn("mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8", className)}
    >
      {children}
    </main>
  );
}

export type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title (below it on phones). */
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1.5">
        <h1 className="font-heading text-h2 leading-tight font-bold">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

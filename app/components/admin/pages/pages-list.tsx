// The Pages screen's list: a card per public page, with what can be changed on it.
import { ExternalLinkIcon, PencilIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CHANGED_TEXTS, DRAFT_TEXTS, EDIT_PAGE_LABEL, VIEW_PAGE_LABEL } from "~/copy/admin-page-texts";
import { OPENS_IN_NEW_TAB } from "~/copy/admin-publishing";
import type { PageSummary } from "~/views/page-texts";

export function PagesList({ pages }: { pages: PageSummary[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="pages-list">
      {pages.map((page) => (
        <li key={page.id}>
          <Card className="h-full" data-page={page.id}>
            <CardHeader>
              <CardTitle as="h2">{page.label}</CardTitle>
              <CardDescription>{page.sections.join(" · ")}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <p className="flex flex-wrap gap-2 text-sm">
                <Badge variant={page.changed > 0 ? "secondary" : "outline"}>
                  {CHANGED_TEXTS(page.changed)}
                </Badge>
                {page.drafts > 0 ? <Badge variant="outline">{DRAFT_TEXTS(page.drafts)}</Badge> : null}
              </p>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/admin/pages/${page.id}`}
                  className={buttonVariants({ size: "sm" })}
                  aria-label={`${EDIT_PAGE_LABEL}: ${page.label}`}
                >
                  <PencilIcon aria-hidden="true" />
                  {EDIT_PAGE_LABEL}
                </Link>
                <a
                  href={page.publicPath}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  {VIEW_PAGE_LABEL}
                  <span className="sr-only">
                    {" "}
                    {page.label} {OPENS_IN_NEW_TAB}
                  </span>
                </a>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

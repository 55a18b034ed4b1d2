// One school's card in School Management (spec §2): header picture or 'No header image', name,
// location, affiliation badge, description (3 lines), phone, email, up to 3 key features with a
// '+N more' badge, and the Edit button that opens the dialog.
import { ImageOffIcon, MailIcon, MapPinIcon, PencilIcon, PhoneIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useEditFromAddress } from "~/components/admin/edit-from-address";
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  CARD_FEATURES_SHOWN,
  EDIT_SCHOOL_LABEL,
  EDIT_SCHOOL_TITLE,
  moreFeaturesLabel,
  NO_HEADER_IMAGE,
  SCHOOL_FIELD_LABELS,
} from "~/copy/admin-schools";
import type { AdminSchool } from "./admin-school";

const SchoolEditDialog = lazyDialog({
  // The About editors' and the photo editor's chunks come at idle right after (school-edit-dialog.tsx).
  load: () =>
    import("./school-edit-dialog").then((chunk) => {
      chunk.prefetchSchoolParts();
      return chunk.SchoolEditDialog;
    }),
  isOpen: ({ open }) => open,
  frame: () => ({ title: EDIT_SCHOOL_TITLE, className: "max-w-3xl" }),
});

function ContactLine({ icon, label, value }: { icon: React.ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate" title={value}>
        {value}
      </dd>
    </div>
  );
}

export function SchoolAdminCard({ school, maxUploadBytes }: { school: AdminSchool; maxUploadBytes: number }) {
  const [editing, setEditing] = useState(false);
  useEditFromAddress(
    [school],
    (one) => one.slug,
    () => setEditing(true),
  );
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = `admin-school-${school.slug}`;
  const shown = school.features.slice(0, CARD_FEATURES_SHOWN);
  const hidden = school.features.length - shown.length;
  return (
    <article
      aria-labelledby={headingId}
      data-school={school.slug}
      className="flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      <div className="aspect-[16/9] bg-muted" data-testid="school-header">
        {school.header ? (
          <ResponsiveImage
            {...school.header}
            alt=""
            sizes="(min-width: 1280px) 360px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <p className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOffIcon aria-hidden="true" className="size-6" />
            {NO_HEADER_IMAGE}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          {school.logoPreview ? (
            <img
              src={school.logoPreview}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-full border border-border bg-surface object-contain"
            />
          ) : null}
          <div className="grid min-w-0 gap-1">
            <h2 id={headingId} className="font-heading text-lg leading-snug font-bold break-words">
              {school.name}
            </h2>
            {school.descriptionTa ? null : <NoTamilBadge />}
            {school.location ? (
              <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="min-w-0 break-words">{school.location}</span>
              </p>
            ) : null}
          </div>
        </div>
        {school.affiliation ? (
          <Badge variant="secondary" className="max-w-full whitespace-normal wrap-anywhere">
            {school.affiliation}
          </Badge>
        ) : null}
        {school.description ? (
          <p
            className="line-clamp-3 text-sm break-words text-muted-foreground"
            data-testid="school-description"
          >
            {school.description}
          </p>
        ) : null}
        <dl className="grid gap-1.5 text-sm">
          <ContactLine
            icon={<PhoneIcon aria-hidden="true" className="size-4" />}
            label={SCHOOL_FIELD_LABELS.phone}
            value={school.phone}
          />
          <ContactLine
            icon={<MailIcon aria-hidden="true" className="size-4" />}
            label={SCHOOL_FIELD_LABELS.email}
            value={school.email}
          />
        </dl>
        {shown.length > 0 ? (
          <ul
            aria-label={SCHOOL_FIELD_LABELS.features}
            className="flex flex-wrap gap-1.5"
            data-testid="card-features"
          >
            {shown.map((feature) => (
              <li key={feature} className="max-w-full">
                <Badge variant="outline" className="max-w-full whitespace-normal wrap-anywhere">
                  {feature}
                </Badge>
              </li>
            ))}
            {hidden > 0 ? (
              <li>
                <Badge variant="default" data-testid="more-features">
                  {moreFeaturesLabel(hidden)}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto pt-2">
          <Button ref={editButton} type="button" variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            {EDIT_SCHOOL_LABEL}
            <span className="sr-only"> {school.name}</span>
          </Button>
        </div>
      </div>
      <SchoolEditDialog
        open={editing}
        onClose={() => setEditing(false)}
        fallbackFocus={() => editButton.current}
        school={school}
        maxUploadBytes={maxUploadBytes}
      />
    </article>
  );
}

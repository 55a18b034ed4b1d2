import { InfoIcon, TicketIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useMessages, useTranslations } from "use-intl";
import { NativeSelect, TextArea, TextInput } from "~/components/site/enquiry/form-field";
import { HoneypotField } from "~/components/site/honeypot-field";
import { buttonVariants } from "~/components/ui/button";
import {
  REGISTRATION_CLASS_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_NAME_MAX,
  REGISTRATION_NOTE_MAX,
  REGISTRATION_PHONE_MAX,
} from "~/lib/schemas/registration";
import type { RegistrationFormState, SchoolChoice } from "~/views/registrations";

const ID_PREFIX = "register";
const idOf = (field: string) => `${ID_PREFIX}-${field}`;

/** The attributes that tie a control to its label, hint and message. */
type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** A label, the control, an optional hint and the field's message under it. */
export function PlainField({
  name,
  label,
  hint,
  error,
  required,
  requiredText,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Said to screen readers after the label of a required field. */
  requiredText?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = idOf(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm leading-snug font-semibold text-foreground">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
            {requiredText ? <span className="sr-only">{` ${requiredText}`}</span> : null}
          </>
        ) : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Shown above a form that came back with messages: it takes the focus as the page opens (no script
 * needed), says that some answers need a second look, and links to each field.
 */
export function ProblemSummary({
  problems,
  labels,
}: {
  problems: Record<string, string>;
  labels: Record<string, string>;
}) {
  const rules = useMessages().registration.rules;
  const entries = Object.entries(problems).filter(([field]) => field in labels);
  if (entries.length === 0) return null;
  return (
    <section
      // biome-ignore lint/a11y/noAutofocus: the page was sent back with messages; a screen reader must land on them
      autoFocus
      tabIndex={-1}
      aria-labelledby={`${ID_PREFIX}-problems-heading`}
      data-testid="form-problems"
      className="flex flex-col gap-2 rounded-control border-2 border-destructive bg-destructive-soft/40 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h2 id={`${ID_PREFIX}-problems-heading`} className="font-heading text-h4 font-bold text-foreground">
        {rules.problemTitle}
      </h2>
      <p className="text-sm text-foreground">{rules.problem}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${idOf(field)}`}
              className="font-semibold text-destructive underline underline-offset-2"
            >
              {`${labels[field]}: ${message}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A refusal of the whole form (closed meanwhile, too many posts, the database away). */
export function FormMessage({ message }: { message: string }) {
  return (
    <p
      // biome-ignore lint/a11y/noAutofocus: the page was sent back with this message; it is read first
      autoFocus
      tabIndex={-1}
      data-testid="form-message"
      className="flex items-start gap-2 rounded-control border-2 border-destructive bg-destructive-soft/40 p-4 font-semibold text-foreground outline-none"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      {message}
    </p>
  );
}

/**
 * The registration form: a plain HTML post to the page's own address, which works without any
 * script; the server checks every answer and sends the form back with its messages.
 */
export function RegistrationForm({
  state,
  schools,
  seatsMax,
  seatsLeft,
  waiting,
}: {
  state: RegistrationFormState | null;
  schools: readonly SchoolChoice[];
  seatsMax: number;
  /** Fewer seats left than one registration may take: said under the choice. */
  seatsLeft?: number;
  /** Full: the form joins the waiting list, and its button says so. */
  waiting: boolean;
}) {
  const t = useTranslations("registration.form");
  const values = state?.values ?? {};
  const errors = state?.fieldErrors ?? {};
  const labels: Record<string, string> = {
    parentName: t("parentName"),
    phone: t("phone"),
    email: t("email"),
    childName: t("childName"),
    childClass: t("childClass"),
    school: t("school"),
    seats: t("seats"),
    note: t("note"),
  };
  const field = (name: string, required = false) => ({
    name,
    label: labels[name]!,
    error: errors[name],
    required,
    requiredText: required ? t("required") : undefined,
  });
  const seats = Array.from({ length: seatsMax }, (_, index) => String(index + 1));
  return (
    <form method="post" className="relative flex flex-col gap-5" data-testid="registration-form">
      {state?.message ? <FormMessage message={state.message} /> : null}
      <ProblemSummary problems={errors} labels={labels} />
      <HoneypotField idPrefix={ID_PREFIX} label={t("honeypot")} />
      <PlainField {...field("parentName", true)}>
        {(control) => (
          <TextInput
            {...control}
            required
            autoComplete="name"
            maxLength={REGISTRATION_NAME_MAX}
            defaultValue={values.parentName}
          />
        )}
      </PlainField>
      <PlainField {...field("phone", true)} hint={t("phoneHint")}>
        {(control) => (
          <TextInput
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={REGISTRATION_PHONE_MAX}
            defaultValue={values.phone}
          />
        )}
      </PlainField>
      <PlainField {...field("email")}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            maxLength={REGISTRATION_EMAIL_MAX}
            defaultValue={values.email}
          />
        )}
      </PlainField>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField {...field("childName", true)}>
          {(control) => (
            <TextInput
              {...control}
              required
              autoComplete="off"
              maxLength={REGISTRATION_NAME_MAX}
              defaultValue={values.childName}
            />
          )}
        </PlainField>
        <PlainField {...field("childClass", true)} hint={t("childClassHint")}>
          {(control) => (
            <TextInput
              {...control}
              required
              autoComplete="off"
              maxLength={REGISTRATION_CLASS_MAX}
              defaultValue={values.childClass}
            />
          )}
        </PlainField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField {...field("school", true)}>
          {(control) => (
            <NativeSelect {...control} required defaultValue={values.school ?? ""}>
              <option value="" disabled>
                {t("chooseSchool")}
              </option>
              {schools.map((school) => (
                <option key={school.value} value={school.value}>
                  {school.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </PlainField>
        <PlainField
          {...field("seats", true)}
          hint={
            seatsLeft !== undefined
              ? `${t("seatsHint")} ${t("fewSeatsLeft", { left: seatsLeft })}`
              : t("seatsHint")
          }
        >
          {(control) => (
            <NativeSelect
              {...control}
              required
              defaultValue={seats.includes(values.seats ?? "") ? values.seats : "1"}
            >
              {seats.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          )}
        </PlainField>
      </div>
      <PlainField {...field("note")}>
        {(control) => (
          <TextArea {...control} rows={3} maxLength={REGISTRATION_NOTE_MAX} defaultValue={values.note} />
        )}
      </PlainField>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("notice")}
      </p>
      <button
        type="submit"
        className={buttonVariants({
          size: "lg",
          className: "h-auto min-h-12 w-full py-2 text-center whitespace-normal sm:w-auto sm:self-start",
        })}
      >
        <TicketIcon aria-hidden="true" />
        {waiting ? t("submitWaiting") : t("submit")}
      </button>
    </form>
  );
}

import { InfoIcon, TicketIcon } from "lucide-react";
import { useTranslations } from "use-intl";
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
import { FormMessage, ID_PREFIX, PlainField, ProblemSummary } from "./registration-form-parts";

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

// What the three enquiry forms' behaviours share (browser only, no framework): reading and
// clearing their fields, the per-field messages, and the rules, which arrive on demand.
import { HONEYPOT_FIELD } from "~/copy/enquiry-copy";
import { part } from "~/enhance/dom";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, name: string): Control | undefined {
  const item = form.elements.namedItem(name);
  return item instanceof HTMLInputElement ||
    item instanceof HTMLSelectElement ||
    item instanceof HTMLTextAreaElement
    ? item
    : undefined;
}

/** The values of the named fields, "" for one that is not in the form (the grade before a school). */
export function readFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, control(form, name)?.value ?? ""])) as Record<
    Name,
    string
  >;
}

/** Empties the fields: a select goes back to its first, empty choice (not to the page's preselection). */
export function clearFields(form: HTMLFormElement, names: readonly string[]) {
  for (const name of names) {
    const field = control(form, name);
    if (field) field.value = "";
  }
}

export function honeypotValue(form: HTMLFormElement) {
  return control(form, HONEYPOT_FIELD)?.value ?? "";
}

/** The chosen school's option, when it is one the page offered (it carries the school's data). */
export function chosenSchool(select: HTMLSelectElement, slug = select.value): HTMLOptionElement | undefined {
  if (!slug) return undefined;
  return [...select.options].find((option) => option.value === slug && option.dataset.grades !== undefined);
}

/** Removes a field's message and the marks that tie it to the control. */
export function clearFieldError(field: Element) {
  if (!field.hasAttribute("aria-invalid")) return;
  field.removeAttribute("aria-invalid");
  field.removeAttribute("aria-describedby");
  // Looked up beside the control: a field taken out of the form takes its message along.
  field.parentElement?.querySelector(`[id="${field.id}-error"]`)?.remove();
}

export function clearFieldErrors(form: HTMLFormElement) {
  for (const field of form.querySelectorAll("[aria-invalid]")) clearFieldError(field);
}

/**
 * Shows one message under each field named in `errors`, as the Field component draws it on the
 * server (the message is the control's description), replacing any earlier messages.
 */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>) {
  clearFieldErrors(form);
  const template = part<HTMLTemplateElement>(form, "field-error-template");
  for (const [name, message] of Object.entries(errors)) {
    const field = control(form, name);
    const note = template.content.firstElementChild?.cloneNode(true);
    if (!field || !(note instanceof HTMLElement)) continue;
    note.id = `${field.id}-error`;
    note.textContent = message;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", note.id);
    field.parentElement?.append(note);
  }
}

/** Typing into a field takes its message away, as the parent is fixing it. */
export function clearErrorsAsTheVisitorTypes(form: HTMLFormElement) {
  form.addEventListener("input", (event) => {
    if (event.target instanceof Element) clearFieldError(event.target);
  });
}

type Validation = typeof import("./enquiry-validation");
let loading: Promise<Validation> | undefined;

/**
 * The rules (the forms' zod schemas, most of the forms' weight) are fetched the first time the
 * visitor reaches into the form, not with the page. Until they are here the returned getter
 * answers undefined and the form posts as it would without script, the browser's own checks
 * first; once here, the form turns those off to show the spec's messages instead.
 */
export function validationOnDemand(form: HTMLFormElement): () => Validation | undefined {
  let ready: Validation | undefined;
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    loading ??= import("./enquiry-validation");
    loading.then(
      (validation) => {
        ready = validation;
        form.noValidate = true;
        form.dataset.validation = "ready";
      },
      () => {
        // A dropped connection: the next touch of the form asks again.
        loading = undefined;
        requested = false;
      },
    );
  };
  for (const type of ["focusin", "pointerdown", "input"]) form.addEventListener(type, request);
  return () => ready;
}

// One shape for every admin action (docs/decisions/013-domain-folders-and-actions.md): the route
// hands over its role check, then `dispatchIntent` reads the form, hands it to the named handler of
// its `intent` field, and turns a refusal (DomainError) into the form's reply — its message under the
// field it names, or above the form — with a toast and the refusal's status. A fault is logged and
// answered with a generic failure; a database out of reach (in the role check or the handler) is
// answered to the form too, so that what was typed stays on the screen. Handlers hold only the happy
// path.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { ADMIN_SAVE_WHILE_UNREACHABLE } from "~/copy/outage";
import type { ActionToast } from "~/views/action-toast";
import type { Actor } from "../audit.server";
import { isDatabaseUnavailable, isDatabaseUnavailableAnswer } from "../db/unavailable.server";
import { DomainError } from "../domain-error.server";
import { log } from "../log.server";
import { readForm } from "./forms.server";

export const UNKNOWN_INTENT_MESSAGE = "This form asks for something the page does not do. Please reload it.";
export const UNEXPECTED_FAILURE = "Something went wrong. Please try again.";

/** What an action answers when the page stays put: which form, its reply, and a toast. */
export type IntentReply<Intent extends string = string> = {
  intent: Intent;
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  /** The change was saved: a dialog that sent it closes (app/components/admin/form-dialog.tsx). */
  saved?: boolean;
};

/** A dialog's change saved: the page stays, shows the toast, and the dialog closes. */
export function savedReply<Intent extends string>(intent: Intent, toast: ActionToast) {
  return data<IntentReply<Intent>>({ intent, toast, saved: true });
}

/** A form checked with its schema, as Conform's parseWithZod gives it. */
export type ParsedForm<Schema extends z.ZodType> = Submission<z.input<Schema>, string[], z.output<Schema>>;

export type IntentContext<User extends { id: string; name: string }> = {
  request: Request;
  form: FormData;
  user: User;
  actor: Actor;
  /**
   * The form checked with its schema. A handler parses through this, so that a refusal it throws
   * afterwards is answered with the values the person typed still in the form.
   */
  parse<Schema extends z.ZodType>(schema: Schema): ParsedForm<Schema>;
};

type Handler<User extends { id: string; name: string }> = (context: IntentContext<User>) => Promise<unknown>;

/** Why an intent failed: a refusal's own message, or the generic one for a fault. */
export type IntentFailure = { message: string; refused: boolean };

type Options = {
  /** The toast for a failed intent (the spec's "Failed to …" messages); none when the form says it all. */
  failureToast: (intent: string, failure: IntentFailure) => ActionToast | undefined;
  /** Where the route is, for the log line of a fault. */
  where: string;
  /** What a fault says to the person (the spec's "Failed to save …"); a generic sentence if unset. */
  faultMessage?: string;
};

/** A text for every intent, one per intent, or worked out from the intent. */
type PerIntent = string | Readonly<Record<string, string>> | ((intent: string) => string | undefined);

/**
 * How a refusal's reason shows in the toast: instead of the fault's sentence, after it, not at all
 * (the toast says the fault's sentence), or with no toast (the form says it all).
 */
export type RefusalInToast = "instead" | "after" | "none" | "no toast";

/**
 * The one builder of a page's failure toasts (spec §8 "Failed to …"): the title (one, or one per
 * intent) and what it says. A fault says `fault` for its intent (unset: the fault's message; false:
 * nothing under the title); a refusal says its own reason instead (the default), after that
 * sentence (a row's button, which has no field to show it beside), not at all (the form already
 * shows it beside its field), or shows no toast.
 */
export function failureToasts<Refusal extends RefusalInToast = RefusalInToast>(copy: {
  title: PerIntent;
  fault?: PerIntent | false;
  refusal?: Refusal | ((intent: string) => Refusal);
}) {
  const pick = (text: PerIntent, intent: string) =>
    typeof text === "string" ? text : typeof text === "function" ? text(intent) : text[intent];
  type Toast = "no toast" extends Refusal ? ActionToast | undefined : ActionToast;
  return (intent: string, { message, refused }: IntentFailure): Toast => {
    const fault = copy.fault === false ? undefined : ((copy.fault && pick(copy.fault, intent)) ?? message);
    const refusal = typeof copy.refusal === "function" ? copy.refusal(intent) : (copy.refusal ?? "instead");
    if (refused && refusal === "no toast") return undefined as Toast;
    const description = !refused
      ? fault
      : refusal === "instead"
        ? message
        : refusal === "after"
          ? [fault, message].filter(Boolean).join(" ")
          : fault;
    return { type: "error", title: pick(copy.title, intent) ?? UNEXPECTED_FAILURE, description } as Toast;
  };
}

/**
 * Checks the account (`signedIn`, the route's role check, not awaited by the route), reads the form
 * and runs the handler of its intent; see the top of this file.
 */
export async function dispatchIntent<
  User extends { id: string; name: string },
  Handlers extends Record<string, Handler<User>>,
>(
  request: Request,
  signedIn: Promise<User>,
  handlers: Handlers,
  options: Options,
): Promise<Awaited<ReturnType<Handlers[keyof Handlers]>> | ReturnType<typeof data<IntentReply>>> {
  let user: User;
  try {
    user = await signedIn;
  } catch (error) {
    // The account could not be looked up: the body is read only now, to answer its form.
    if (isDatabaseUnavailableAnswer(error)) return unreachableReply(await readForm(request), options);
    throw error;
  }
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(handlers, intent)) throw data(UNKNOWN_INTENT_MESSAGE, { status: 400 });
  let submission: { reply: ParsedForm<z.ZodType>["reply"] } | undefined;
  const context: IntentContext<User> = {
    request,
    form,
    user,
    actor: { id: user.id, name: user.name },
    parse(schema) {
      const parsed = parseWithZod(form, { schema });
      submission = parsed;
      return parsed;
    },
  };
  try {
    return (await handlers[intent]!(context)) as Awaited<ReturnType<Handlers[keyof Handlers]>>;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isDatabaseUnavailable(error)) return unreachableReply(form, options);
    const refused = error instanceof DomainError;
    if (!refused) log("error", `${options.where}: ${intent} failed`, { error });
    const message = refused ? error.message : (options.faultMessage ?? UNEXPECTED_FAILURE);
    const result = submission?.reply(
      refused && error.field ? { fieldErrors: { [error.field]: [message] } } : { formErrors: [message] },
    );
    const toast = options.failureToast(intent, { message, refused });
    return data<IntentReply>({ intent, result, toast }, { status: refused ? error.status : 500 });
  }
}

/**
 * Nothing was saved because the database cannot be reached: a 503 that the form shows above its
 * fields and in its toast, with the values typed still in it (no reload, no error page).
 */
function unreachableReply(form: FormData, options: Options) {
  const intent = String(form.get("intent") ?? "");
  const message = ADMIN_SAVE_WHILE_UNREACHABLE;
  const result = parseWithZod(form, { schema: z.object({}) }).reply({ formErrors: [message] });
  const toast = options.failureToast(intent, { message, refused: false });
  return data<IntentReply>({ intent, result, toast }, { status: 503 });
}

/** A form that did not pass its schema: its messages shown next to the fields (400). */
export function invalidForm<Intent extends string>(
  intent: Intent,
  submission: { reply: () => SubmissionResult<string[]> },
  toast?: ActionToast,
) {
  return data<IntentReply<Intent>>({ intent, result: submission.reply(), toast }, { status: 400 });
}

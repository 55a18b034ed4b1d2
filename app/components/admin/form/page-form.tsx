// A Conform form that is a page of its own (the content editor, Profile, Settings, sign-in). It
// posts as a navigation: a save redirects with its toast, a refusal comes back as the route's
// actionData with the messages under their fields, the first one focused, and its toast. The
// dialogs' form (dialog-form.tsx) posts with a fetcher instead.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { useActionToast } from "~/components/admin/action-toast";
import { cn } from "~/lib/cn";
import type { ActionToast } from "~/views/action-toast";
import { focusFirstInvalid } from "../dialog-focus";
import { FormParts } from "./dialog-form";
import { DraftNotice } from "./draft-notice";
import { errorPageMark } from "./error-page-mark";
import { useFormDraft } from "./form-draft";
import { submitProps } from "./form-props";
import { NavigationGuard, useUnsavedGuard } from "./unsaved-guard";
import { useUploadsInProgress, useUploadWait } from "./uploads";

/**
 * What a page's action answers when the page stays: its intent (sign-in, one form, has none),
 * Conform's result and a toast.
 */
export type PageFormReply = { intent?: string; result?: SubmissionResult<string[]>; toast?: ActionToast };

type Validate = "onSubmit" | "onBlur" | "onInput";

/**
 * Conform on a page form posting `intent`. `reply` is the route's actionData: on a page with two
 * forms (Profile) each takes the reply to its own intent. `busy` from the post until the page it
 * leads to has loaded.
 */
export function usePageForm<Schema extends z.ZodType>({
  id,
  intent,
  schema,
  reply,
  defaultValue,
  shouldValidate = "onBlur",
  shouldRevalidate = "onInput",
  showToast = true,
  guard = true,
}: {
  id: string;
  intent: string;
  schema: Schema;
  reply: PageFormReply | undefined;
  defaultValue?: Record<string, unknown>;
  shouldValidate?: Validate;
  shouldRevalidate?: Validate;
  /** False when the page shows the reply's toast itself (a form it unmounts and mounts again). */
  showToast?: boolean;
  /**
   * False for a form whose changes are not worth keeping (sign-in): no "Discard changes?" before
   * leaving, no draft in the browser.
   */
  guard?: boolean;
}) {
  const mine = reply && (reply.intent ?? intent) === intent ? reply : undefined;
  useActionToast(showToast ? mine : undefined);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: mine?.result,
    constraint: getZodConstraint(schema),
    shouldValidate,
    shouldRevalidate,
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new reply moves the focus
  useEffect(() => {
    if (mine?.result) focusFirstInvalid(form.id);
  }, [mine]);
  const { pathname } = useLocation();
  const draft = useFormDraft(id, { page: pathname, enabled: guard });
  const uploads = useUploadsInProgress();
  const { hold, wait } = useUploadWait(uploads, draft.formRef);
  const { guarded, leader } = useUnsavedGuard(
    { isDirty: draft.isDirty, discard: draft.forget, submitting: false },
    guard,
  );
  // A post answered: refused, the page stays with the reply (changes still unsaved); saved, the
  // page it led to has loaded (the form, if still shown, holds what was saved).
  const replyAtPost = useRef<PageFormReply | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: settles once the navigation is over
  useEffect(() => {
    if (navigation.state !== "idle" || !guarded.submitting) return;
    guarded.submitting = false;
    if (!mine || mine === replyAtPost.current) draft.markSaved();
  }, [navigation.state, mine]);
  // A post that leads away from the form (a save redirecting to the list) saved it: its draft goes.
  // One that ends on the error page did not: the draft stays for the next opening.
  const postMark = useRef(errorPageMark());
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only
  useEffect(
    () => () => {
      if (guarded.submitting && !postMark.current.errorSince()) draft.forget();
    },
    [],
  );
  const formProps = submitProps(form, {
    hold,
    onPost: () => {
      replyAtPost.current = mine;
      postMark.current = errorPageMark();
      draft.flush();
      guarded.submitting = true;
    },
  });
  return { form, fields, formProps, busy, intent, draft, uploads, wait, leader };
}

/** What PageForm needs of usePageForm's answer. */
export type PageFormState = Pick<
  ReturnType<typeof usePageForm>,
  "formProps" | "intent" | "draft" | "uploads" | "wait" | "leader"
>;

/** The form element with its `intent` and the hidden values posted as they are (undefined: left out). */
export function PageForm({
  state,
  hidden,
  className,
  children,
}: {
  state: PageFormState;
  hidden?: Record<string, string | undefined>;
  className?: string;
  children: ReactNode;
}) {
  const { draft, uploads, wait, leader } = state;
  return (
    <Form ref={draft.formRef} method="post" {...state.formProps} className={cn("grid gap-5", className)}>
      <input type="hidden" name="intent" value={state.intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <DraftNotice draft={draft} />
      <FormParts draft={draft} report={uploads.report} wait={wait}>
        {children}
      </FormParts>
      {leader ? <NavigationGuard /> : null}
    </Form>
  );
}

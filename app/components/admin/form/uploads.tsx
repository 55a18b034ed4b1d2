// Which of a form's image fields are still uploading, and how far (issue 26: a save pressed during
// an upload waits for it, its button showing the upload's progress, then saves with the picture; a
// failed upload stops the save and its field, showing the upload's message, takes the focus). An
// image field reports itself to the form around it; outside a kit form nobody listens.
import {
  createContext,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** A field's upload: on its way (percent sent), failed (its field can take the focus), or none. */
export type UploadReport =
  | { state: "uploading"; percent: number }
  | { state: "failed"; focus: () => void }
  | null;

type Report = (field: string, report: UploadReport) => void;

const UploadsContext = createContext<Report | null>(null);

/** The form's side: the fields uploading now, and the function its fields report to. */
export function useUploadsInProgress() {
  const [reports, setReports] = useState<ReadonlyMap<string, NonNullable<UploadReport>>>(() => new Map());
  const report = useCallback<Report>((field, next) => {
    setReports((current) => {
      if (!next && !current.has(field)) return current;
      const copy = new Map(current);
      if (next) copy.set(field, next);
      else copy.delete(field);
      return copy;
    });
  }, []);
  const uploading = [...reports.values()].filter((entry) => entry.state === "uploading");
  const percent = uploading.length
    ? Math.round(uploading.reduce((sum, entry) => sum + entry.percent, 0) / uploading.length)
    : 100;
  return { uploading: uploading.length > 0, percent, reports, report };
}

export type Uploads = ReturnType<typeof useUploadsInProgress>;

/** A save held until the uploads end: the button pressed, and the fields that were uploading. */
type HeldSubmit = { submitter: HTMLElement | null; fields: string[] };

export type UploadWait = { waiting: boolean; percent: number; submitter: HTMLElement | null };

const WaitContext = createContext<UploadWait | null>(null);

/**
 * Holds a submit pressed while a picture uploads (`hold`, from the form's onSubmit) and, once the
 * uploads have ended, submits again with the same button, or stops at a failed field.
 */
export function useUploadWait(uploads: Uploads, formRef: RefObject<HTMLFormElement | null>) {
  const [held, setHeld] = useState<HeldSubmit | null>(null);
  const hold = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // Conform's own submit that checks one field is no save.
      if (!uploads.uploading || submitter?.getAttribute("name") === "__intent__") return false;
      event.preventDefault();
      const fields = [...uploads.reports]
        .filter(([, entry]) => entry.state === "uploading")
        .map(([name]) => name);
      setHeld({ submitter: submitter instanceof HTMLElement ? submitter : null, fields });
      return true;
    },
    [uploads],
  );
  useEffect(() => {
    if (!held || uploads.uploading) return;
    setHeld(null);
    const failed = held.fields
      .map((field) => uploads.reports.get(field))
      .find((entry) => entry?.state === "failed");
    if (failed?.state === "failed") return failed.focus();
    const form = formRef.current;
    if (!form) return;
    const submitter = held.submitter && form.contains(held.submitter) ? held.submitter : undefined;
    form.requestSubmit(submitter);
  }, [held, uploads, formRef]);
  const wait = useMemo<UploadWait>(
    () => ({ waiting: held !== null, percent: uploads.percent, submitter: held?.submitter ?? null }),
    [held, uploads.percent],
  );
  return { hold, wait };
}

export function UploadsProvider({
  report,
  wait,
  children,
}: {
  report: Report;
  wait?: UploadWait;
  children: ReactNode;
}) {
  return (
    <UploadsContext.Provider value={report}>
      <WaitContext.Provider value={wait ?? null}>{children}</WaitContext.Provider>
    </UploadsContext.Provider>
  );
}

/** The submit button's side: whether its form is waiting for a picture (and for this button). */
export function useUploadWaitFor(button: HTMLElement | null) {
  const wait = useContext(WaitContext);
  if (!wait?.waiting) return null;
  if (wait.submitter && button && wait.submitter !== button) return null;
  return wait;
}

/** The field's side: tells the form around it how `field`'s upload goes. */
export function useReportUpload(field: string, report: UploadReport) {
  const send = useContext(UploadsContext);
  const latest = useRef(report);
  latest.current = report;
  const key = report ? (report.state === "uploading" ? `uploading:${report.percent}` : "failed") : "none";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the report is sent when its key changes
  useEffect(() => {
    if (!send) return;
    send(field, latest.current);
  }, [send, field, key]);
  useEffect(() => {
    if (!send) return;
    return () => send(field, null);
  }, [send, field]);
}

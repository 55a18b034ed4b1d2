// Which of a form's image fields are still uploading, so that the form knows (issue 26: a save
// pressed during an upload waits for it). An image field reports itself to the form around it;
// outside a kit form (Profile's avatar) nobody listens.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";

type Report = (field: string, uploading: boolean) => void;

const UploadsContext = createContext<Report | null>(null);

/** The form's side: the fields uploading now, and the function its fields report to. */
export function useUploadsInProgress() {
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((field, uploading) => {
    setFields((current) => {
      if (current.has(field) === uploading) return current;
      const next = new Set(current);
      if (uploading) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  return { uploading: fields.size > 0, fields, report };
}

export function UploadsProvider({ report, children }: { report: Report; children: ReactNode }) {
  return <UploadsContext.Provider value={report}>{children}</UploadsContext.Provider>;
}

/** The field's side: tells the form around it whether `field` is uploading. */
export function useReportUpload(field: string, uploading: boolean) {
  const report = useContext(UploadsContext);
  useEffect(() => {
    if (!report) return;
    report(field, uploading);
    return () => report(field, false);
  }, [report, field, uploading]);
}

// The files of a dropzone on their way to the server: a few at a time (UPLOADS_IN_FLIGHT), each
// with its progress (spec §4: 0 once it starts, 50 once the server has stored it and its variants,
// 100 once its record is saved), a toast when it ends, and its entry gone 1 s after 100 — at once
// when it fails. Files dropped while others are still uploading join the queue.

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { showUploadFailed } from "~/components/admin/upload-failed";
import { ALT_TEXT_MAX } from "~/copy/admin-media";
import type { MediaCategory } from "~/copy/media";
import { suggestedAltText } from "~/lib/photo-title";
import { toast } from "~/lib/toast";
import {
  sendUpload,
  UPLOAD_ENTRY_REMOVAL_MS,
  UPLOAD_PROGRESS,
  UPLOAD_SUCCESS_TITLE,
  UPLOADS_IN_FLIGHT,
  type UploadedImage,
  uploadFailedMessage,
  uploadSucceededMessage,
} from "~/lib/uploads";

export type UploadEntry = {
  key: string;
  fileName: string;
  progress: number;
  /** Waiting for its turn in the browser, or on its way. */
  status: "waiting" | "uploading" | "done";
};

type Job = { key: string; file: File };

export function useUploadQueue({
  category,
  onUploaded,
  onFailed,
}: {
  category: MediaCategory;
  onUploaded?: (media: UploadedImage) => void;
  /** The server's reason, when it gave one beyond the spec's sentence (a file that is no image). */
  onFailed?: (fileName: string, reason: string) => void;
}) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const waiting = useRef<Job[]>([]);
  const inFlight = useRef(0);
  const nextKey = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The latest props, read when an upload ends (which may be after a re-render).
  const latest = useRef({ category, onUploaded, onFailed });
  latest.current = { category, onUploaded, onFailed };

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);
  const remove = useCallback((key: string) => {
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }, []);

  const run = useCallback(
    async ({ key, file }: Job) => {
      update(key, { status: "uploading", progress: UPLOAD_PROGRESS.started });
      // Drawn at once: the record's answer often follows within milliseconds, and React would
      // otherwise batch both and skip the 50 (spec §4 shows it).
      const answer = await sendUpload(
        file,
        latest.current.category,
        () => flushSync(() => update(key, { progress: UPLOAD_PROGRESS.stored })),
        undefined,
        // Stored with the picture; the dropzone asks the clerk to check it (issue 28).
        suggestedAltText(file.name, ALT_TEXT_MAX),
      );
      if (!answer.ok) {
        remove(key);
        const sentence = uploadFailedMessage(file.name);
        showUploadFailed(sentence);
        if (answer.message !== sentence) latest.current.onFailed?.(file.name, answer.message);
        return;
      }
      // The 100 is drawn now and the second counts from there: with React's batched render a busy
      // page could draw it late while the timer already ran, and show it for less than a second.
      flushSync(() => update(key, { status: "done", progress: UPLOAD_PROGRESS.saved }));
      toast.success({ title: UPLOAD_SUCCESS_TITLE, description: uploadSucceededMessage(file.name) });
      latest.current.onUploaded?.(answer.media);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        remove(key);
      }, UPLOAD_ENTRY_REMOVAL_MS);
      timers.current.add(timer);
    },
    [remove, update],
  );

  const pump = useCallback(() => {
    while (inFlight.current < UPLOADS_IN_FLIGHT && waiting.current.length > 0) {
      const job = waiting.current.shift()!;
      inFlight.current++;
      void run(job).finally(() => {
        inFlight.current--;
        pump();
      });
    }
  }, [run]);

  const add = useCallback(
    (files: readonly File[]) => {
      const jobs = files.map((file) => ({ key: `upload-${nextKey.current++}`, file }));
      setEntries((current) => [
        ...current,
        ...jobs.map(
          (job): UploadEntry => ({
            key: job.key,
            fileName: job.file.name,
            progress: UPLOAD_PROGRESS.started,
            status: "waiting",
          }),
        ),
      ]);
      waiting.current.push(...jobs);
      pump();
    },
    [pump],
  );

  return { entries, add, busy: entries.some((entry) => entry.status !== "done") };
}

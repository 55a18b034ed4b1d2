// The browser's half of an upload (reading the endpoint's answer, the dropzone's messages) and the
// server's work slots.
import { describe, expect, it } from "vitest";
import {
  dropzoneMessage,
  fileTooLargeMessage,
  fileTypeMessage,
  readUploadAnswer,
  TOO_MANY_FILES,
  UPLOAD_PROGRESS_TYPE,
  type UploadedImage,
} from "~/lib/uploads";
import { createWorkSlots } from "~/server/storage/work-slots.server";

const media: UploadedImage = {
  id: "m1",
  url: "/media/gallery/1-a.jpg",
  previewUrl: "/media/gallery/1-a-640.webp",
  width: 800,
  height: 600,
  originalName: "a.jpg",
  category: "gallery",
  altText: "",
};

/** A progress answer delivered in the given pieces, which need not end on a line. */
function streamed(pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": `${UPLOAD_PROGRESS_TYPE}; charset=utf-8` } });
}

describe("reading the upload endpoint's answer", () => {
  it("reports the stored stage, then gives the answer, even when lines arrive split", async () => {
    const events: string[] = [];
    const whole = `{"stage":"stored"}\n${JSON.stringify({ ok: true, media })}\n`;
    const answer = await readUploadAnswer(
      streamed([whole.slice(0, 7), whole.slice(7, 30), whole.slice(30)]),
      "a.jpg",
      () => events.push("stored"),
    );
    expect(events).toEqual(["stored"]);
    expect(answer).toEqual({ ok: true, media });
  });

  it("gives the server's refusal from a plain JSON answer", async () => {
    const response = Response.json({ ok: false, message: "File is larger than 10 bytes" }, { status: 413 });
    expect(await readUploadAnswer(response, "big.jpg")).toEqual({
      ok: false,
      message: "File is larger than 10 bytes",
    });
  });

  it.each([
    ["a stream that ends after 'stored'", () => streamed(['{"stage":"stored"}\n'])],
    ["a page instead of JSON", () => new Response("<html>Oops</html>", { status: 502 })],
    ["JSON of another shape", () => Response.json({ error: "nope" })],
    ["a broken line", () => streamed(['{"stage":"stored"}\n{"ok":tr'])],
  ])("turns %s into the spec's failure sentence", async (_, response) => {
    expect(await readUploadAnswer(response(), "trip.jpg")).toEqual({
      ok: false,
      message: "Failed to upload trip.jpg. Please try again.",
    });
  });
});

describe("the dropzone's messages (spec §8)", () => {
  it("words react-dropzone's refusals as the spec does", () => {
    expect(
      dropzoneMessage({ code: "file-too-large", message: "File is larger than 15 MB" }, 15_728_640),
    ).toBe("File is larger than 15728640 bytes");
    expect(fileTooLargeMessage(1_048_576)).toBe("File is larger than 1048576 bytes");
    expect(
      dropzoneMessage({ code: "file-invalid-type", message: "File type must be one of image/png" }, 1),
    ).toBe("File type must be one of .png, .jpg, .jpeg, .gif, .webp");
    expect(fileTypeMessage()).toBe("File type must be one of .png, .jpg, .jpeg, .gif, .webp");
    expect(dropzoneMessage({ code: "too-many-files", message: "Too many files" }, 1)).toBe("Too many files");
    expect(TOO_MANY_FILES).toBe("Too many files");
  });
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("work slots", () => {
  it("run at most `size` jobs at once, in the order they came, and pass on failures", async () => {
    const slots = createWorkSlots(2);
    const seen: { active: number; waiting: number }[] = [];
    slots.watch((state) => seen.push(state));
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const jobs = [0, 1, 2, 3].map((n) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.push(resolve));
        if (n === 1) throw new Error("job 1 failed");
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.state()).toEqual({ active: 2, waiting: 2 });
    finish[1]!();
    await expect(jobs[1]).rejects.toThrow("job 1 failed");
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.state()).toEqual({ active: 2, waiting: 1 });
    finish[0]!();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    finish[2]!();
    finish[3]!();
    expect(await Promise.all([jobs[0], jobs[2], jobs[3]])).toEqual([0, 2, 3]);
    expect(slots.state()).toEqual({ active: 0, waiting: 0 });
    expect(Math.max(...seen.map((state) => state.active))).toBe(2);
  });

  it("refuses a size below one", () => {
    expect(() => createWorkSlots(0)).toThrow("at least 1");
  });
});

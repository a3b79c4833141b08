import { useEffect, useRef, useState } from "react";
import { m } from "#app/lib/i18n/i18n.ts";
import { RESUMABLE_UPLOAD_PATH } from "./resumable.ts";

export type ResumableState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; sent: number; total: number; offline?: boolean }
  | { status: "done"; fileName: string; total: number; id: string }
  | { status: "failed"; fileName: string; message: string };

/** Pieces of 256 KB: about 8 s each at 256 kbit/s, so a dropped connection loses little. */
const CHUNK_BYTES = 256 * 1024;
/** After a failed piece, try again after these pauses (a phone walking out of coverage comes back). */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

/** Read when used (a getter), in the page's language. */
export const RESUMABLE_TEXTS = {
  get failed() {
    return m.account_upload_failed();
  },
};

/**
 * Sends a file in pieces with the tus protocol (tus-js-client, loaded only when a file is chosen) and reports
 * the progress. After a dropped connection it retries, asking the server what arrived; a file chosen again
 * within a day continues where it stopped (the browser remembers the upload by the file's name, size and date).
 */
export function useResumableUpload() {
  const [state, setState] = useState<ResumableState>({ status: "idle" });
  const current = useRef<{ abort: () => Promise<void> } | null>(null);
  useEffect(() => () => void current.current?.abort(), []);

  async function start(file: File): Promise<void> {
    await current.current?.abort();
    setState({ status: "uploading", fileName: file.name, sent: 0, total: file.size });
    const { Upload } = await import("tus-js-client");
    const upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setState({ status: "uploading", fileName: file.name, sent, total }),
      onSuccess: () => {
        const id = upload.url?.split("/").pop() ?? "";
        setState({ status: "done", fileName: file.name, total: file.size, id });
      },
      // tus-js-client gives up at once while the browser says it is offline; a phone that loses its signal for a
      // moment should not lose the upload: retry the network's failures and the server's, never a refusal.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onError: () => {
        if (navigator.onLine) return setState({ status: "failed", fileName: file.name, message: RESUMABLE_TEXTS.failed });
        // Offline for longer than the retries: go on (from what arrived) when the connection is back.
        setState((s) => (s.status === "uploading" ? { ...s, offline: true } : s));
        window.addEventListener("online", () => upload.start(), { once: true });
      },
    });
    current.current = { abort: () => upload.abort() };
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  }

  function reset() {
    void current.current?.abort();
    current.current = null;
    setState({ status: "idle" });
  }

  return { state, start, reset };
}

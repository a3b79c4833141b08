import { data } from "react-router";
import { cleanCvFileName } from "#app/features/profile/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { serialIdFrom } from "#app/lib/ids.ts";
import { readForm } from "#app/lib/request.server.ts";
import { checkCv, CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import type { ConversationActionData } from "./conversation-view.tsx";
import { postMessage, reportMessage, type Party } from "./conversations.server.ts";
import { conversationTexts, messageSchema } from "./message-rules.ts";

/**
 * The action of both conversation pages (the candidate's /applications/{id}, the company's
 * /employer/applications/{id}): a message with its optional document (a multipart form), or, on the candidate's
 * side, Report this message. The caller has checked who is signed in; this checks the rest, and every write
 * names the party, so another candidate's or company's application is a 404 here too.
 */
export async function conversationAction(opts: {
  request: Request;
  party: Party;
  author: { id: string; name: string };
  applicationId: number;
  /** The conversation's page: where the form comes back to after a success. */
  back: string;
}) {
  const { request, party, applicationId, back } = opts;
  const refused = (body: ConversationActionData, status: number) => data<ConversationActionData>(body, { status });

  let form: FormData;
  let fileError: { message: string; status: 400 | 413 } | null = null;
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    // The document is read with the CV's cap as the body streams in; a file a little too large keeps the text.
    const upload = await readUploadForm(request, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge });
    if (!upload.ok && !upload.fields) return refused({ error: upload.message }, upload.status);
    form = upload.ok ? upload.formData : upload.fields!;
    if (!upload.ok) fileError = { message: upload.message, status: upload.status };
  } else {
    form = await readForm(request);
  }

  const intent = form.get("intent");
  if (intent === "report" && party.side === "candidate") {
    const messageId = serialIdFrom(form.get("messageId"));
    if (!messageId) return refused({ error: conversationTexts.badRequest }, 400);
    const reported = await reportMessage(party.userId, applicationId, messageId);
    if (!reported.ok) throw data(null, { status: 404 });
    return redirectWithToast(
      back,
      reported.stored
        ? { title: conversationTexts.reported, description: conversationTexts.reportedText }
        : { title: conversationTexts.reported, description: conversationTexts.alreadyReported },
    );
  }
  if (intent !== "message") return refused({ error: conversationTexts.badRequest }, 400);

  const submission = parseForm(form, messageSchema);
  if (submission.status !== "success") {
    return refused({ result: submission.reply(), fileError: fileError?.message }, 400);
  }
  if (fileError) return refused({ result: submission.reply(), fileError: fileError.message }, fileError.status);
  const picked = form.get("document");
  const file = picked instanceof File ? picked : null;
  const body = submission.value.body ?? "";
  if (!body && !file) {
    return refused({ result: submission.reply({ fieldErrors: { body: [conversationTexts.empty] } }) }, 400);
  }
  let attachment;
  if (file) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = await checkCv(bytes);
    if (!check.ok) {
      return refused({ result: submission.reply(), fileError: check.message }, check.reason === "too-large" ? 413 : 400);
    }
    attachment = {
      bytes,
      fileName: cleanCvFileName(file.name, check.extension),
      contentType: check.contentType,
      extension: check.extension,
    };
  }
  const posted = await postMessage({ party, applicationId, author: opts.author, body, attachment });
  if (!posted.ok) {
    if (posted.code === "NOT_FOUND") throw data(null, { status: 404 });
    if (posted.code === "READ_ONLY") return refused({ result: submission.reply(), error: posted.error }, 409);
    return refused({ result: submission.reply(), error: conversationTexts.failed }, 503);
  }
  return redirectWithToast(back, {
    title: conversationTexts.sent,
    description: conversationTexts.sentText,
  });
}

import { getFormProps } from "@conform-to/react";
import { FileText, Flag, ShieldAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { m as msg } from "#app/lib/i18n/i18n.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useSchemaForm, type FormResult } from "#app/lib/forms.ts";
import { fileSize } from "#app/lib/uploads/limits.ts";
import type { MessageView } from "./conversations.server.ts";
import { attachmentPath, conversationTexts, MESSAGE_MAX, messageSchema } from "./message-rules.ts";

/** What an action answers when it refuses a message or a report (the page shows it where it belongs). */
export interface ConversationActionData {
  result?: FormResult;
  /** A refused document ("Please upload a PDF or Word (.docx) file."), under the file field. */
  fileError?: string;
  /** A message that is not about one field (a closed conversation, a failure). */
  error?: string;
}

const DOCUMENT_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The messages, oldest first: the reader's own on the right, the other side's on the left, new ones marked. */
export function MessageThread({
  messages,
  emptyText,
  canReport,
}: {
  messages: MessageView[];
  emptyText: string;
  /** The candidate's view: a flagged message from the company gets a warning and Report this message. */
  canReport: boolean;
}) {
  if (messages.length === 0) return <p className="card p-5 text-slate-700">{emptyText}</p>;
  return (
    <ol className="space-y-4" aria-label={msg.pipeline_conv_messages()}>
      {messages.map((m) => (
        <li key={m.id} className={cn("flex flex-col gap-2", m.mine ? "items-end" : "items-start")}>
          <article
            aria-labelledby={`message-${m.id}-author`}
            className={cn(
              "w-full max-w-xl rounded-xl border p-3 text-sm sm:p-4",
              m.mine ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white",
            )}
          >
            <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <h3 id={`message-${m.id}-author`} className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {m.mine ? msg.pipeline_conv_you() : m.author}
              </h3>
              <time dateTime={m.at} className="text-xs text-slate-600">
                {formatDateTime(m.at)}
              </time>
              {m.unread && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {msg.pipeline_conv_new()}
                </span>
              )}
            </header>
            {m.body && <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{m.body}</p>}
            {m.attachment && (
              <p className="mt-2">
                <a
                  href={attachmentPath(m.id)}
                  download
                  className="inline-flex min-h-11 max-w-full items-center gap-1.5 font-medium text-brand-700 hover:underline"
                >
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                  <span className="[overflow-wrap:anywhere]">{m.attachment.name}</span>
                  <span className="shrink-0 text-slate-600">({fileSize(m.attachment.size)})</span>
                </a>
              </p>
            )}
          </article>
          {canReport && m.feeWarning && <FeeWarningBox message={m} />}
        </li>
      ))}
    </ol>
  );
}

/** Beside a company's message that asks for money: the warning, and a one-tap report (a plain form). */
function FeeWarningBox({ message }: { message: MessageView }) {
  return (
    <aside
      aria-label={msg.pipeline_conv_warning_label()}
      className="w-full max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
    >
      <p className="flex gap-2">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <span>{message.feeWarning?.text}</span>
      </p>
      {message.reported ? (
        <p className="mt-2 font-medium text-slate-800">{conversationTexts.alreadyReported}</p>
      ) : (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="messageId" value={message.id} />
          <Button type="submit" variant="danger" size="sm">
            <Flag aria-hidden="true" />
            {conversationTexts.reportMessage}
          </Button>
        </Form>
      )}
    </aside>
  );
}

/**
 * The message form's key: the form starts empty again once one's own message is stored, and keeps a draft through an
 * error or the other side's new message.
 */
export const sentByMe = (messages: readonly { mine: boolean }[]) => messages.filter((m) => m.mine).length;

/**
 * Writing a message: a plain multipart form (works without scripts and in Data saver mode), the text checked in the
 * browser with the action's schema once the script is there; the document is checked by the server only.
 */
export function MessageForm({ actionData, label }: { actionData?: ConversationActionData; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  const [form, fields] = useSchemaForm(messageSchema, { id: "message-form", lastResult: actionData?.result });
  const error = fields.body.errors?.[0];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="card space-y-4 p-4 sm:p-5"
      aria-label={msg.pipeline_conv_write()}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="message" />
      <div className="space-y-1.5">
        <Label htmlFor="message-body">{label}</Label>
        <textarea
          id="message-body"
          name="body"
          rows={4}
          maxLength={MESSAGE_MAX}
          defaultValue={typeof form.initialValue?.body === "string" ? form.initialValue.body : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "message-body-error" : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
        />
        {error && (
          <p id="message-body-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="message-document">{msg.pipeline_conv_attach()}</Label>
        <input
          id="message-document"
          name="document"
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-invalid={actionData?.fileError ? true : undefined}
          aria-describedby={`message-document-hint${actionData?.fileError ? " message-document-error" : ""}`}
          className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-medium"
        />
        <p id="message-document-hint" className="text-xs text-slate-600">
          {msg.pipeline_conv_attach_hint()}
        </p>
        {actionData?.fileError && (
          <p id="message-document-error" className="text-sm text-red-700">
            {actionData.fileError}
          </p>
        )}
      </div>
      {actionData?.error && (
        <p role="alert" className="text-sm text-red-700">
          {actionData.error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {msg.pipeline_conv_send()}
      </Button>
    </Form>
  );
}

/** Instead of the form, once the application is closed: why, and that the history stays. */
export function ReadOnlyNotice({ reason }: { reason: string }) {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      {reason}
    </p>
  );
}

/**
 * The one way a route or a feature reads a request body without a file (forms with a file use
 * `readUploadForm` in uploads/form.server.ts, which caps the size while the body arrives).
 *
 * A body that cannot be read was not sent by our pages (a broken, cut-off or mislabelled body), so every
 * reader gives the same answer: a thrown 400 whose JSON body carries one message. A page shows it through
 * its error boundary (the "Bad Request" page); a script gets `{ error }`.
 */
export const UNREADABLE_BODY_MESSAGE = "The request could not be read. Please reload the page and try again.";

export function badRequest(message: string = UNREADABLE_BODY_MESSAGE): Response {
  return Response.json({ error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

/** The submitted form (urlencoded or multipart without files we keep); a 400 is thrown when it cannot be read. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}

/** The JSON body; a 400 is thrown when it is not JSON. The caller checks its shape (with zod). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest();
  }
}

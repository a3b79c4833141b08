/**
 * True when the browser sent a form itself (no script yet, or none at all) and expects a page back, rather
 * than our script asking for JSON: such requests are answered with a redirect and a flash toast.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

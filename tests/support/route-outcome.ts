/**
 * What a route loader or action answered or threw (a redirect, `data(…, { status })`, a Response, plain data),
 * reduced to what a browser would see: the status, the redirect target and the body.
 */
export async function outcome(run: () => unknown) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), response: value, data: undefined };
  }
  const withInit = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (withInit && withInit.type === "DataWithResponseInit") {
    return { status: withInit.init?.status ?? 200, location: null, response: null, data: withInit.data };
  }
  return { status: 200, location: null, response: null, data: value };
}

export type RouteOutcome = Awaited<ReturnType<typeof outcome>>;

/** The status and body of what a loader or action answered (a Response, a thrown Response, or data()). */
export async function settle(call: () => unknown): Promise<{ status: number; body: unknown; response?: Response }> {
  let result: unknown;
  try {
    result = await call();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: null, response: result };
  const d = result as { data?: unknown; init?: { status?: number } | null; type?: string };
  if (d && typeof d === "object" && "init" in d) return { status: d.init?.status ?? 200, body: d.data };
  return { status: 200, body: result };
}

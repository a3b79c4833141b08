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

import { createCookie } from "react-router";

/** A toast to show on the next page, carried across a redirect in a short-lived cookie. */
export interface FlashToast {
  title: string;
  description?: string;
  variant?: "success" | "error";
}

const flashCookie = createCookie("pearlbridge_flash", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
});

export async function flashHeader(toast: FlashToast, secure: boolean): Promise<string> {
  return flashCookie.serialize(toast, { secure });
}

/** Reads the pending toast, with the header that clears it. */
export async function readFlash(request: Request): Promise<{ toast: FlashToast | null; clear: string | null }> {
  const value = (await flashCookie.parse(request.headers.get("Cookie"))) as FlashToast | null;
  if (!value || typeof value !== "object" || typeof value.title !== "string") return { toast: null, clear: null };
  return {
    toast: { title: value.title.slice(0, 200), description: value.description?.slice(0, 500), variant: value.variant },
    clear: await flashCookie.serialize("", { maxAge: 0 }),
  };
}

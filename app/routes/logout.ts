import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { flashHeader } from "#app/lib/flash.server.ts";
import { services } from "#app/lib/services.server.ts";

/** Logout (docs/product.md#accounts): signs out and goes to /auth with the "Logged out" toast, or the "Error" toast. */
export async function action({ request }: Route.ActionArgs) {
  const { auth, config } = services();
  const secure = config.publicUrl.startsWith("https://");
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const out = new Headers();
    for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
    out.append(
      "Set-Cookie",
      await flashHeader({ title: "Logged out", description: "You have been successfully logged out." }, secure),
    );
    return redirect("/auth", { headers: out });
  } catch (error) {
    console.error("[auth] sign-out failed:", error);
    const back = request.headers.get("Referer");
    const to = back && new URL(back).origin === config.publicUrl ? new URL(back).pathname : "/";
    return redirect(to, {
      headers: {
        "Set-Cookie": await flashHeader(
          { title: "Error", description: "An error occurred during sign out.", variant: "error" },
          secure,
        ),
      },
    });
  }
}

export function loader() {
  return redirect("/");
}

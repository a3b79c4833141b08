import type { Route } from "./+types/auth";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Login", path: "/auth" });

export default function AuthPage() {
  return <h1>Login</h1>;
}

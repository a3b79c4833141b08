import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { href } from "#app/lib/i18n/i18n.ts";

/**
 * React Router's links, to the page in the current language: <Link to="/jobs"> leads to /de/jobs on a German page.
 * The one way to link to one of our pages (ESLint refuses react-router's own Link and NavLink elsewhere).
 */
export function Link({ to, ...props }: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return <RouterLink {...props} to={typeof to === "string" ? href(to) : to} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return <RouterNavLink {...props} to={typeof to === "string" ? href(to) : to} />;
}

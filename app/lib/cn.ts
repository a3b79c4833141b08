import { clsx } from "clsx";

/**
 * Joins class names, leaving out false, null and undefined (clsx). It does not merge competing utilities: our
 * components never need it, as each variant names all classes of its kind and a `className` given to a component
 * adds layout rather than replacing the component's own classes (docs/decisions/139-components-without-class-merging.md).
 */
export const cn = clsx;

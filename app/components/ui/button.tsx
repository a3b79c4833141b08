import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Each variant and size names every class of its kind (colours, height, font size), so that no two classes of
 * a button compete and `cn` only joins them: a `className` given to a button adds layout (width, margins), and
 * a different look is a variant here (docs/decisions/139-components-without-class-merging.md).
 */
const DIMMED = "disabled:opacity-60";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: `bg-brand-700 text-white hover:bg-brand-800 ${DIMMED}`,
        secondary: `bg-white text-brand-700 border border-brand-200 hover:bg-brand-50 ${DIMMED}`,
        outline: `border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ${DIMMED}`,
        ghost: `text-slate-700 hover:bg-slate-100 ${DIMMED}`,
        link: `text-brand-700 underline-offset-4 hover:underline ${DIMMED}`,
        muted: `bg-slate-200 text-slate-600 ${DIMMED}`,
        /** A done state shown as a disabled button at full strength ("Application Submitted"). */
        success: "bg-green-600 text-white",
        /** The search buttons on the dark blue hero and search header. */
        accent: `bg-amber-400 text-slate-900 hover:bg-amber-300 ${DIMMED}`,
        /** On a dark section: the main action, and a second one beside it. */
        inverted: `bg-white text-brand-800 hover:bg-brand-50 ${DIMMED}`,
        "outline-inverted": `border border-white/60 bg-transparent text-white hover:bg-white/10 ${DIMMED}`,
        /** Actions that delete or withdraw something. */
        danger: `bg-red-700 text-white hover:bg-red-800 ${DIMMED}`,
        "danger-outline": `border border-slate-300 bg-white text-red-700 hover:bg-slate-100 ${DIMMED}`,
        "danger-ghost": `text-red-700 hover:bg-red-50 ${DIMMED}`,
        "danger-text": `text-red-700 hover:bg-slate-100 ${DIMMED}`,
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "h-11 w-11 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { mailto } from "#app/lib/site.ts";

/**
 * A button-styled link that opens a mail to the contact address, optionally with a subject. `variant={null}`
 * for a look of its own: the className then names all its colours.
 */
export function MailButton({
  subject,
  children,
  variant = "primary",
  size = "md",
  className,
}: {
  subject?: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "outline" | null;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <a href={mailto(subject)} className={cn(buttonVariants({ variant, size }), className)}>
      <Mail aria-hidden="true" />
      {children}
    </a>
  );
}

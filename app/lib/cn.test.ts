import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins conditional class names", () => {
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }])).toBe("a b c");
  });

  it("has buttons whose classes never compete, so joining them is enough (tailwind-merge would keep them all)", () => {
    const variants = [
      ...(["primary", "secondary", "outline", "ghost", "link", "muted", "success"] as const),
      ...(["accent", "inverted", "outline-inverted", "danger", "danger-outline", "danger-ghost", "danger-text"] as const),
      null,
    ];
    const competing: string[] = [];
    for (const variant of variants) {
      for (const size of ["sm", "md", "lg", "icon"] as const) {
        const classes = buttonVariants({ variant, size });
        if (twMerge(classes) !== classes) competing.push(`${variant} ${size}: ${classes} -> ${twMerge(classes)}`);
      }
    }
    expect(competing).toEqual([]);
  });
});

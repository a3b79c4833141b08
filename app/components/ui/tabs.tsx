import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/** Accessible tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("flex w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:none]", className)}
      {...props}
    />
  );
}

/** `fill`: the tabs share the list's width equally; otherwise each is as wide as its label. */
export function TabsTrigger({
  className,
  fill,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { fill?: boolean }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        fill ? "flex-1" : "shrink-0",
        "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900",
        "data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6 focus-visible:outline-2", className)} {...props} />;
}

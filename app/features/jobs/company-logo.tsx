import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useRootData } from "#app/lib/root-data.ts";

/** The letter avatar's colour for a company without a (working) logo (docs/product.md#job-page). */
export const AVATAR_COLOUR = "#607d8b";

/**
 * A company's logo, or a letter avatar drawn locally (never fetched from an avatar service) when there is no
 * logo, it fails to load, or the browser asks to save data (the name is always written next to it).
 */
export function CompanyLogo({
  name,
  src,
  size = 48,
  className,
}: {
  name: string;
  src?: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened: check once.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  const saveData = useRootData()?.saveData ?? false;
  const box = cn("shrink-0 self-start rounded-lg", className);
  if (!src || failed || saveData) {
    return (
      <span
        aria-hidden="true"
        className={cn(box, "inline-flex items-center justify-center font-semibold text-white")}
        style={{ width: size, height: size, backgroundColor: AVATAR_COLOUR, fontSize: size * 0.45 }}
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn(box, "border border-slate-200 bg-white object-contain")}
      onError={() => setFailed(true)}
    />
  );
}

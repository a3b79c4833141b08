import { site } from "#app/lib/site.ts";

export function loader() {
  return Response.json(
    {
      name: site.name,
      short_name: "PearlBridge",
      description: site.description,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: site.themeColor,
      icons: [{ src: "/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    },
    { headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=86400" } },
  );
}

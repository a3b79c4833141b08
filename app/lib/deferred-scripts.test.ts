import { describe, expect, it } from "vitest";
import { afterFirstPaint } from "./deferred-scripts.tsx";

describe("afterFirstPaint", () => {
  const script = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

  it("turns the static imports into awaited dynamic ones, in order, after a painted frame and the preloads", () => {
    const out = afterFirstPaint(script, ["/assets/entry.client-C.js", "/assets/shell-D.js"]);
    expect(out).not.toMatch(/import \* as/);
    const wait = out.indexOf("requestAnimationFrame");
    const preload = out.indexOf('["/assets/entry.client-C.js","/assets/shell-D.js"]');
    const first = out.indexOf('const route0 = await import("/assets/root-A.js");');
    const second = out.indexOf('const route1 = await import("/assets/home-B.js");');
    expect([wait, preload, first, second].every((i) => i >= 0)).toBe(true);
    expect(wait < preload && preload < first && first < second).toBe(true);
    expect(out).toContain('import("/assets/entry.client-C.js");');
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("rewrites a bare static import too", () => {
    expect(afterFirstPaint(';import "/assets/manifest-E.js";\nimport("/x.js");', [])).toContain(
      ';await import("/assets/manifest-E.js");',
    );
  });

  it("leaves a script without static imports alone (the client's empty text)", () => {
    expect(afterFirstPaint(" ", ["/a.js"])).toBe(" ");
  });
});

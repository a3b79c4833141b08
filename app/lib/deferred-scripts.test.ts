import { describe, expect, it } from "vitest";
import { FIRST_USE_EVENTS, SCRIPTS_KEY, startWhenWanted } from "./deferred-scripts.tsx";

describe("startWhenWanted", () => {
  const script = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

  it("turns the static imports into awaited dynamic ones, in order, after the wait and the preloads", () => {
    const out = startWhenWanted(script, ["/assets/entry.client-C.js", "/assets/shell-D.js"]);
    expect(out).not.toMatch(/import \* as/);
    const wait = out.indexOf("await new Promise");
    const preload = out.indexOf('["/assets/entry.client-C.js","/assets/shell-D.js"]');
    const first = out.indexOf('const route0 = await import("/assets/root-A.js");');
    const second = out.indexOf('const route1 = await import("/assets/home-B.js");');
    expect([wait, preload, first, second].every((i) => i >= 0)).toBe(true);
    expect(wait < preload && preload < first && first < second).toBe(true);
    expect(out).toContain('import("/assets/entry.client-C.js");');
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("waits for a painted frame when the visitor has used the site before, else for the first use of the page", () => {
    const out = startWhenWanted(script, []);
    expect(out).toContain(`localStorage.getItem("${SCRIPTS_KEY}")`);
    expect(out).toContain("requestAnimationFrame");
    for (const event of FIRST_USE_EVENTS) expect(out).toContain(`"${event}"`);
    expect(FIRST_USE_EVENTS).not.toContain("scroll");
    expect(out).toContain(`localStorage.setItem("${SCRIPTS_KEY}", "1")`);
  });

  it("rewrites a bare static import too", () => {
    expect(startWhenWanted(';import "/assets/manifest-E.js";\nimport("/x.js");', [])).toContain(
      ';await import("/assets/manifest-E.js");',
    );
  });

  it("leaves a script without static imports alone (the client's empty text)", () => {
    expect(startWhenWanted(" ", ["/a.js"])).toBe(" ");
  });
});

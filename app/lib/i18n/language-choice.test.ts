import { describe, expect, it } from "vitest";
import { languageAction, languageChoice, prefersGerman, requestLanguage } from "./language-choice.ts";

describe("the language a page request opens or offers", () => {
  it("reads German preference from Accept-Language with weights", () => {
    expect(prefersGerman("de-DE,de;q=0.9,en;q=0.8")).toBe(true);
    expect(prefersGerman("en-GB,en;q=0.9,de;q=0.8")).toBe(false);
    expect(prefersGerman("fr-FR,de;q=0.5,en;q=0.4")).toBe(false);
    expect(prefersGerman("de-AT;q=0.9,fr;q=0.8")).toBe(true);
    expect(prefersGerman("en;q=0.5,de;q=0.9")).toBe(true);
    expect(prefersGerman("de;q=0,en")).toBe(false);
    expect(prefersGerman("")).toBe(false);
    expect(prefersGerman(undefined)).toBe(false);
  });

  it("reads only a valid choice from the cookie", () => {
    expect(languageChoice("pb_lang=de")).toBe("de");
    expect(languageChoice("a=1; pb_lang=en")).toBe("en");
    expect(languageChoice("pb_lang=fr")).toBeNull();
    expect(languageChoice(null)).toBeNull();
  });

  it("offers German on English employer pages to a German browser that has not chosen", () => {
    expect(languageAction("/employers", null, "de-DE,de")).toEqual({ offer: "de" });
    expect(languageAction("/employer/jobs/new", null, "de")).toEqual({ offer: "de" });
    expect(languageAction("/employers/register", null, "de")).toEqual({ offer: "de" });
    expect(languageAction("/jobs", null, "de")).toBeNull();
    expect(languageAction("/employers", null, "en-US")).toBeNull();
    expect(languageAction("/employers", "en", "de")).toBeNull();
  });

  it("opens the remembered German for an English address, and never moves a German address", () => {
    expect(languageAction("/jobs", "de", "en")).toEqual({ redirectTo: "de" });
    expect(languageAction("/de/jobs", "en", "en")).toBeNull();
    expect(languageAction("/de/employers", null, "de")).toBeNull();
  });
});

describe("the language of an endpoint's answer", () => {
  const origin = "https://jobs.example.com";
  it("is the sending page's, else the remembered choice, else the browser's", () => {
    expect(requestLanguage({ referer: `${origin}/de/profile` }, origin)).toBe("de");
    expect(requestLanguage({ referer: `${origin}/profile`, cookie: "pb_lang=de", acceptLanguage: "de" }, origin)).toBe("en");
    expect(requestLanguage({ referer: "https://evil.example/de/x" }, origin)).toBe("en");
    expect(requestLanguage({ cookie: "a=1; pb_lang=de" }, origin)).toBe("de");
    expect(requestLanguage({ cookie: "pb_lang=en", acceptLanguage: "de-DE" }, origin)).toBe("en");
    expect(requestLanguage({ acceptLanguage: "de-DE,de;q=0.9" }, origin)).toBe("de");
    expect(requestLanguage({ referer: "not a url" }, origin)).toBe("en");
  });
});

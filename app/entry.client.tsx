import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadGerman } from "#app/lib/i18n/german.ts";

// React Router's own entry, but a German page first fetches its texts (app/lib/i18n/german.ts says why).
async function hydrate() {
  if (document.documentElement.lang === "de") await loadGerman();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();

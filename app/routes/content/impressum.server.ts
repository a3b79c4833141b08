import { services } from "#app/lib/services.server.ts";

/** The operator's details come from the configuration, not from the content files. */
export function loader() {
  return { impressum: services().config.impressum };
}

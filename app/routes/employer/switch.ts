/** POST /employer/switch: the company switcher of the employer area's frame. */
export { action } from "./switch.server.ts";

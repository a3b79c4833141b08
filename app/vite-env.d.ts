/** The German message functions, a module made by vite.config.ts (germanOnDemand) for German pages only. */
declare module "virtual:german-messages" {
  const messages: Record<string | number, (inputs?: unknown) => string>;
  export default messages;
}

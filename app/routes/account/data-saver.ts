// The Data saver switch (data-saver.server.ts; a GET goes home).
export { action, loader } from "./data-saver.server.ts";

// "Download my data" (the loader in account.data.server.ts).
export { loader } from "./account.data.server.ts";

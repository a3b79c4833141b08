/** A document sent in a conversation, for the candidate and the company's members; 404 for anyone else. */
export { loader } from "./message-attachment.server.ts";

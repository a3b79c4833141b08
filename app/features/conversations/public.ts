// What the conversation pages compose: the fee warning beside an employer's message.
export { FEE_WARNING_TEXT, feeWarning, type FeeWarning } from "./fee-warning.ts";

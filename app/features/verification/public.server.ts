// What routes and other features may use of the verification feature on the server: the company's state, the
// request (answered for the company page's action), and the administrators' queue and decisions.
export {
  decideVerification,
  pendingVerificationCount,
  pendingVerifications,
  readVerification,
  requestVerification,
  type PendingVerification,
  type VerificationDecision,
} from "./requests.server.ts";

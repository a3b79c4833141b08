/** "pending" -> "Pending" (spec section 4: pending is the only status shown). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

/** "pending" -> "Pending" (pending is the only status shown: docs/product.md#applying). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

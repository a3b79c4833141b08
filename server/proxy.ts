import { isIP } from "node:net";

/**
 * The client's address from a proxy's forwarding header such as X-Forwarded-For ("client, proxy1, proxy2").
 * Each proxy appends the address it received the request from, so only the right-most `hops` entries were
 * written by proxies we trust; anything further left was sent by the client and can be anything. With one
 * proxy in front of us (hops = 1) that is the last entry. Not an IP address (or too few entries): undefined,
 * and the caller falls back to the socket's address.
 */
export function forwardedClientAddress(header: string | undefined, hops = 1): string | undefined {
  if (!header) return undefined;
  const entries = header.split(",").map((s) => s.trim());
  if (entries.length < hops) return undefined;
  const candidate = entries[entries.length - hops];
  return candidate && isIP(candidate) ? candidate : undefined;
}

/**
 * The scheme the client used, from a TLS-terminating proxy's header (X-Forwarded-Proto: "https"). As with
 * addresses, the right-most value is the one our proxy wrote. Anything but http or https: undefined.
 */
export function forwardedProtocol(header: string | undefined): "http" | "https" | undefined {
  if (!header) return undefined;
  const value = header.split(",").pop()!.trim().toLowerCase();
  return value === "https" || value === "http" ? value : undefined;
}

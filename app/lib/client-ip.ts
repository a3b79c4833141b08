/**
 * The header our Express server (server/http.ts) sets to the client's address; any value the client sent is
 * replaced, so rate limits and Better Auth can trust it.
 */
export const CLIENT_IP_HEADER = "x-pearlbridge-client-ip";

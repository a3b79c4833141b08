/** The header our Express server sets to the client's address (any value sent by the client is replaced). */
export const CLIENT_IP_HEADER = "x-pearlbridge-client-ip";

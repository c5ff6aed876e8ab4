import type { EdgePurge } from "../port";

/** No edge cache this app can reach (EDGE_PURGE=off): nothing to do, said plainly. */
export function createOffPurge(): EdgePurge {
  return { name: "off", purge: async () => {} };
}

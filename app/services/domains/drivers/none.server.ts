import type { CustomHostnames } from "../port";

/**
 * DNS-only (the local default): the DNS check is all there is; the worker
 * serves the host once its route is written, and there is no certificate to
 * wait for.
 */
export function createDnsOnlyHostnames(): CustomHostnames {
  return {
    driver: "none",
    async ensure() {
      return { id: null, active: true };
    },
    async remove() {},
  };
}

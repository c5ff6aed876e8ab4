import type { Config } from "../platform/index.server";
import type { HostnameProviderConfig } from "./config.server";
import { createDnsChecker, type DnsChecker } from "./dns-check.server";
import { createCloudflareHostnames } from "./drivers/cloudflare.server";
import { createDnsOnlyHostnames } from "./drivers/none.server";
import type { CustomHostnames } from "./port";

/** The custom-hostname driver CUSTOM_HOSTNAME_PROVIDER names. */
export function customHostnamesFor(config: HostnameProviderConfig): CustomHostnames {
  return config.driver === "cloudflare"
    ? createCloudflareHostnames(config)
    : createDnsOnlyHostnames();
}

/** What the domain service talks to outside the app; tests pass their own. */
export interface DomainDeps {
  dns: DnsChecker;
  hostnames: CustomHostnames;
}

const cache = new WeakMap<Config["domains"], DomainDeps>();

/** The configured DNS checker and hostname driver, made once per configuration. */
export function domainDeps(config: Pick<Config, "domains">): DomainDeps {
  let deps = cache.get(config.domains);
  if (!deps) {
    deps = {
      dns: createDnsChecker({ servers: config.domains.dnsServers }),
      hostnames: customHostnamesFor(config.domains.provider),
    };
    cache.set(config.domains, deps);
  }
  return deps;
}

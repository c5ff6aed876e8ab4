import type { Config } from "../platform/index.server";
import { createMercuryoProvider } from "./drivers/mercuryo.server";
import { createTestProvider } from "./drivers/test.server";
import type { PaymentProvider } from "./port";

const cache = new WeakMap<Config, PaymentProvider | null>();

/** The configured provider (PAYMENT_PROVIDER), or null when payments are off. */
export function paymentProvider(config: Config): PaymentProvider | null {
  if (cache.has(config)) return cache.get(config) ?? null;
  const p = config.payments;
  let provider: PaymentProvider | null = null;
  if (p.provider === "test")
    provider = createTestProvider({ secret: p.secret, appUrl: config.appUrl });
  else if (p.provider === "mercuryo") provider = createMercuryoProvider(p);
  cache.set(config, provider);
  return provider;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** The socket address set by scripts/server.ts is a loopback one. */
export const isLoopbackAddress = (ip: string): boolean => LOOPBACK.test(ip);

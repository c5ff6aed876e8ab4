import { hash, verify } from "@node-rs/argon2";

/** OWASP argon2id minimum: m=19 MiB, t=2, p=1. Algorithm 2 = Argon2id (a const enum upstream). */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS as never);
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword("not-a-real-password");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

import type { Migration } from "kysely";
import * as init from "./20261121T2000_init";
import * as publishedContent from "./20261121T2100_published_content";
import * as payments from "./20261123T1400_payments";

/**
 * Static list so migrations work inside the Remix server bundle, where a
 * folder scan cannot. Add each new file here under its own timestamped name.
 */
export const migrations: Record<string, Migration> = {
  "20261121T2000_init": init,
  "20261121T2100_published_content": publishedContent,
  "20261123T1400_payments": payments,
};

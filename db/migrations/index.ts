import type { Migration } from "kysely";
import * as init from "./20261121T2000_init";
import * as publishedContent from "./20261121T2100_published_content";
import * as payments from "./20261123T1400_payments";
import * as settings from "./20261124T1000_settings";
import * as taskRunner from "./20261125T0900_task_runner";
import * as adminConsole from "./20261125T1200_admin_console";
import * as publishedMetaHash from "./20261125T1800_published_meta_hash";
import * as domainClaims from "./20261126T1000_domain_claims";
import * as translations from "./20261126T1100_translations";
import * as stats from "./20261126T1300_stats";
import * as versionsBin from "./20261126T1400_versions_bin";
import * as shareImage from "./20261126T1808_share_image";
import * as hostProviderId from "./20261126T1900_host_provider_id";
import * as landingLocks from "./20261127T0100_landing_locks";
import * as requestSlots from "./20261127T0700_request_slots";
import * as userUploads from "./20261127T0730_user_uploads";
import * as leads from "./20261127T1000_leads";
import * as leadMailOff from "./20261127T1200_lead_mail_off";
import * as leadChannels from "./20261127T1400_lead_channels";
import * as telegramLinks from "./20261127T1500_telegram_links";

/**
 * Static list so migrations work inside the Remix server bundle, where a
 * folder scan cannot. Add each new file here under its own timestamped name.
 */
export const migrations: Record<string, Migration> = {
  "20261121T2000_init": init,
  "20261121T2100_published_content": publishedContent,
  "20261123T1400_payments": payments,
  "20261124T1000_settings": settings,
  "20261125T0900_task_runner": taskRunner,
  "20261125T1200_admin_console": adminConsole,
  "20261125T1800_published_meta_hash": publishedMetaHash,
  "20261126T1000_domain_claims": domainClaims,
  "20261126T1100_translations": translations,
  "20261126T1300_stats": stats,
  "20261126T1400_versions_bin": versionsBin,
  "20261126T1808_share_image": shareImage,
  "20261126T1900_host_provider_id": hostProviderId,
  "20261127T0100_landing_locks": landingLocks,
  "20261127T0700_request_slots": requestSlots,
  "20261127T0730_user_uploads": userUploads,
  "20261127T1000_leads": leads,
  "20261127T1200_lead_mail_off": leadMailOff,
  "20261127T1400_lead_channels": leadChannels,
  "20261127T1500_telegram_links": telegramLinks,
};

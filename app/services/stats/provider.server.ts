import type { Executor } from "../../../db/database";
import type { StatsConfig } from "./config.server";
import { analyticsEngineStatsReader } from "./drivers/analytics-engine.server";
import { databaseStatsReader } from "./drivers/database.server";
import type { StatsReader } from "./port";

/** The reader STATS_DRIVER names; null when statistics are off on this server. */
export function statsReaderFor(config: StatsConfig, db: Executor): StatsReader | null {
  switch (config.driver) {
    case "off":
      return null;
    case "local":
      return databaseStatsReader(db);
    case "analytics-engine":
      return analyticsEngineStatsReader(config);
  }
}

/**
 * Lead forms (issue 24), the feature's face: the worker's signed ingest, the
 * owner's inbox API and the new-lead counts. The form itself is landing
 * content (core/landing/form); its rules are in core/leads.
 */
export { acceptLead } from "./ingest.server";
export {
  deleteLead,
  getLead,
  listLeads,
  newLeadCounts,
  newLeadTotal,
  patchLead,
} from "./inbox.server";
export type { LeadDetail, LeadView } from "./inbox.server";
export { leadView } from "./inbox.server";
export { purgeOldLeads } from "./retention.server";
export { exportLeadsCsv, leadsCsvName } from "./export.server";
export { deliverLeadMail } from "./notify.server";
export { LEADS_ENV, leadsConfig, localLeadsSecret } from "./config.server";
export type { LeadsConfig } from "./config.server";

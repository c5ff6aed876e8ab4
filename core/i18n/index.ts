import enAi from "./locales/en/ai";
import enTranslate from "./locales/en/translate";
import enAuth from "./locales/en/auth";
import enCommon from "./locales/en/common";
import enStats from "./locales/en/stats";
import enDesign from "./locales/en/design";
import enEditor from "./locales/en/editor";
import enHistory from "./locales/en/history";
import enLandings from "./locales/en/landings";
import enOverlay from "./locales/en/overlay";
import enPublic from "./locales/en/public";
import enSettings from "./locales/en/settings";
import enAdmin from "./locales/en/admin";
import enNotices from "./locales/en/notices";
import enDomain from "./locales/en/domain";
import enShare from "./locales/en/share";
import enLeads from "./locales/en/leads";
import enChannels from "./locales/en/channels";
import enTemplates from "./locales/en/templates";
import idAi from "./locales/id/ai";
import idTranslate from "./locales/id/translate";
import idAuth from "./locales/id/auth";
import idCommon from "./locales/id/common";
import idStats from "./locales/id/stats";
import idDesign from "./locales/id/design";
import idEditor from "./locales/id/editor";
import idHistory from "./locales/id/history";
import idLandings from "./locales/id/landings";
import idOverlay from "./locales/id/overlay";
import idPublic from "./locales/id/public";
import idSettings from "./locales/id/settings";
import idAdmin from "./locales/id/admin";
import idNotices from "./locales/id/notices";
import idDomain from "./locales/id/domain";
import idShare from "./locales/id/share";
import idLeads from "./locales/id/leads";
import idChannels from "./locales/id/channels";
import idTemplates from "./locales/id/templates";
import ruAi from "./locales/ru/ai";
import ruTranslate from "./locales/ru/translate";
import ruAuth from "./locales/ru/auth";
import ruCommon from "./locales/ru/common";
import ruStats from "./locales/ru/stats";
import ruDesign from "./locales/ru/design";
import ruEditor from "./locales/ru/editor";
import ruHistory from "./locales/ru/history";
import ruLandings from "./locales/ru/landings";
import ruOverlay from "./locales/ru/overlay";
import ruPublic from "./locales/ru/public";
import ruSettings from "./locales/ru/settings";
import ruAdmin from "./locales/ru/admin";
import ruNotices from "./locales/ru/notices";
import ruDomain from "./locales/ru/domain";
import ruShare from "./locales/ru/share";
import ruLeads from "./locales/ru/leads";
import ruChannels from "./locales/ru/channels";
import ruTemplates from "./locales/ru/templates";

export * from "./languages";

/**
 * Catalogues, one file per language and namespace. Russian is the default and
 * the fallback for any missing key (SPEC §1).
 *   common   — shell, navigation, toasts, generic errors, not-found
 *   auth     — login, register, forgot/reset, confirm, account messages
 *   landings — My landings grid, expiry bars, create/delete, plans prompts
 *   editor   — landing editor, uploads, publish dialog
 *   public   — the published page (renderer)
 *   overlay  — the expiry overlay injected by the worker
 *   settings — the Settings screen and its messages
 *   admin    — the admin console and its toasts
 *   notices  — plan reminder and expiry mails (task runner)
 *   domain   — the editor's Domain section and custom-domain mails (issue 13)
 *   history  — version history, the bin and the admin's delete choice (issue 15)
 *   design   — the editor's Design section: page colours (issue 13)
 *   ai       — AI writing help in the editor (issue 14)
 *   translate — the editor's Languages section: translated versions (issue 14)
 *   stats    — view statistics: the Statistics view, the cards' 7-day views (issue 15)
 *   share    — the showroom's QR code (issue 15)
 *   leads    — the owner's inbox of leads and the cards' new-lead counts (issue 24)
 *   channels — lead channels: the owner API's refusals, the owner's mails about a channel (issue 25)
 *   templates — the template gallery (/createLanding) and its trade filter (issue 26)
 */
export const namespaces = [
  "common",
  "auth",
  "landings",
  "editor",
  "public",
  "overlay",
  "settings",
  "admin",
  "notices",
  "domain",
  "history",
  "design",
  "ai",
  "translate",
  "share",
  "stats",
  "leads",
  "channels",
  "templates",
] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  ru: {
    common: ruCommon,
    auth: ruAuth,
    landings: ruLandings,
    editor: ruEditor,
    public: ruPublic,
    settings: ruSettings,
    admin: ruAdmin,
    notices: ruNotices,
    domain: ruDomain,
    history: ruHistory,
    design: ruDesign,
    overlay: ruOverlay,
    ai: ruAi,
    translate: ruTranslate,
    share: ruShare,
    stats: ruStats,
    leads: ruLeads,
    channels: ruChannels,
    templates: ruTemplates,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    landings: enLandings,
    editor: enEditor,
    public: enPublic,
    settings: enSettings,
    admin: enAdmin,
    notices: enNotices,
    domain: enDomain,
    history: enHistory,
    design: enDesign,
    overlay: enOverlay,
    ai: enAi,
    translate: enTranslate,
    share: enShare,
    stats: enStats,
    leads: enLeads,
    channels: enChannels,
    templates: enTemplates,
  },
  id: {
    common: idCommon,
    auth: idAuth,
    landings: idLandings,
    editor: idEditor,
    public: idPublic,
    settings: idSettings,
    admin: idAdmin,
    notices: idNotices,
    domain: idDomain,
    history: idHistory,
    design: idDesign,
    overlay: idOverlay,
    ai: idAi,
    translate: idTranslate,
    share: idShare,
    stats: idStats,
    leads: idLeads,
    channels: idChannels,
    templates: idTemplates,
  },
} as const;

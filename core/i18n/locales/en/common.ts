export default {
  appName: "Vitrina",
  skipToContent: "Skip to content",
  loading: "Loading…",
  close: "Close",
  cancel: "Cancel",
  save: "Save",
  delete: "Delete",
  confirm: "Confirm",
  back: "Back",
  pro: "PRO",
  proBadgeLabel: "PRO plan",

  authRequired: "Authorization required",
  insufficientRights: "Insufficient rights to access",
  sessionExpired: "Session expired. Please log in again.",
  genericError: "Something went wrong. Please try again.",
  networkError: "Network error. Check your internet connection.",
  unexpectedError: "Unexpected error",
  tooManyRequests: "Too many requests. Please try again later.",
  languageChanged: "Language changed",

  daysLeft_one: "{{count}} day left",
  daysLeft_other: "{{count}} days left",

  nav: {
    label: "Main navigation",
    home: "Vitrina — home",
    showrooms: "My showrooms",
    plans: "Plans",
    settings: "Settings",
    admin: "Admin console",
    logout: "Log out",
    userMenu: "User menu",
  },

  admin: {
    title: "Admin console",
    users: "Users",
    landings: "Landings",
    landingKv: "Landing KV",
    scheduledTasks: "Scheduled tasks",
    backToSite: "Return to main site",
    logout: "Log out",
    search: "Search",
    id: "ID",
    name: "Name",
    email: "Email",
    tariff: "Tariff",
    expires: "Expires",
    created: "Created",
    landingsCount: "Landings",
    tariffFree: "Free",
    tariffPro: "Standard (PRO)",
    empty: "Nothing found",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {{page}} of {{pages}}",
  },

  language: {
    label: "Language",
    ru: "Русский",
    en: "English",
    id: "Bahasa Indonesia",
  },

  toasts: {
    region: "Notifications",
    close: "Dismiss notification",
  },

  notFound: {
    title: "Page not found",
    code: "404",
    text: "This page does not exist or has been removed.",
    back: "Go back",
    home: "Home",
  },

  errorPage: {
    title: "Something went wrong",
    text: "We are aware of the problem. Try reloading the page.",
    reload: "Reload page",
    home: "Home",
  },
  /** Issue 29: a form sent from another name of the app (127.0.0.1 for localhost). */
  crossOriginPage: {
    title: "Open the app at its own address",
    text: "This form was sent from a page at {{here}}, but the app works at {{app}}. Open the page there and send the form again.",
    open: "Open {{app}}",
  },
} as const;

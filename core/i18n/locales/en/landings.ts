/** My landings: grid, cards, expiry bars, create/delete, plan prompts (owned by H-owner). */
export default {
  title: "My showrooms",
  subtitle: "Create showrooms, edit them and publish them at your own link.",
  gridLabel: "Showrooms",
  newShowroom: "New showroom",
  newShowroomHint: "Start a showroom from scratch",
  creating: "Creating…",
  untitledProject: "Untitled",
  noCompany: "No company name",
  previewAlt: "Cover of the showroom “{{name}}”",
  openPublic: "Open the showroom “{{name}}” in a new tab",
  published: "Published",
  draft: "Draft",
  empty: "You have no showrooms yet. Create your first one — it takes a couple of minutes.",

  menu: {
    label: "Actions for the showroom “{{name}}”",
    publish: "Publish",
    edit: "Edit",
    delete: "Delete",
    cancel: "Cancel",
  },

  expiredOn: "Expired on {{date}}",
  trialEnded: "Trial ended",
  activatePro: "Activate PRO",
  daysLeft_one: "{{count}} day left",
  daysLeft_other: "{{count}} days left",

  deleteModal: {
    title: "Delete the showroom?",
    text: "The showroom “{{name}}” and its public page will be deleted permanently.",
    confirm: "Delete",
    deleting: "Deleting…",
    cancel: "Cancel",
  },
  deleteSuccess: "Showroom deleted",
  deleteFailed: "Could not delete the showroom",
  createFailed: "Could not create the showroom",
  pleaseLogin: "Please log in",
  limitReached: "You have reached your plan's showroom limit",
  upgradeRequired: "Activate PRO to create another showroom",

  buyExtra: {
    title: "New showroom",
    text: "You are using every showroom your plan includes. An extra showroom costs 300 USD per year.",
    details: "Message us and we will add a new showroom to your account.",
    contact: "Message us",
    close: "Close",
  },

  proActivated: {
    title: "PRO activated!",
    text: "Thank you for your payment. Every PRO feature is now available.",
    ok: "Great",
  },
} as const;

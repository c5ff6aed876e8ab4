/** Plan reminder and expiry mails sent by the task runner. */
export default {
  appName: "Vitrina",
  /** Subject fragment: "in 7 days". */
  inDays_one: "in {{count}} day",
  inDays_other: "in {{count}} days",
  /** Body fragment: "7 days left". */
  daysLeft_one: "{{count}} day left",
  daysLeft_other: "{{count}} days left",
  reminderSubject: "Your Vitrina plan ends {{inDays}}",
  reminderText:
    "Hello, {{name}}!\n\nYour Vitrina plan is active until {{date}} — {{daysLeft}}. After that, your published showrooms will be hidden from visitors.\n\nTo keep them online, renew your plan:\n{{link}}\n\nYou are receiving this email because system messages are on in your settings. You can turn them off in Settings.\n\nThe Vitrina team",
  expiredSubject: "Your Vitrina showrooms are now hidden",
  expiredText:
    "Hello, {{name}}!\n\nYour Vitrina plan ended on {{date}}, so your published showrooms are now hidden from visitors. Nothing has been deleted: your showrooms and everything in them are safe.\n\nTo bring them back online, renew your plan:\n{{link}}\n\nYour pages are shown again as soon as the payment goes through.\n\nThe Vitrina team",
  /** The owner's mail about a new lead (issue 24). */
  leadSubject: "New lead: {{project}}",
  leadIntro: "A new lead came in on your showroom “{{project}}”.",
  leadUntitled: "Untitled",
  leadItem: "Item",
  leadPage: "Page",
  leadOpen: "Open the lead",
  leadReplyHint: "To write to the visitor, just reply to this email.",
  leadSignature: "The Vitrina team",
  /** The owner's mail: a lead channel was switched off (issue 25). */
  channelOff: {
    subject: "Lead channel switched off: {{project}}",
    blocked:
      "The Vitrina bot can no longer write to the chat “{{channel}}”: it was blocked or removed from the chat. Leads from the showroom “{{project}}” are no longer sent there.",
    failing:
      "{{channel}} did not accept leads from the showroom “{{project}}” for 5 days in a row, so we switched it off.",
    keep: "Leads are still stored in your inbox and mailed to you. To receive them in this channel again, connect it again in the showroom editor.",
    open: "Open the editor",
  },
  /** The Telegram bot's answers in the chat (issue 25). */
  telegram: {
    linked: "Done: leads from the showroom “{{project}}” will come to this chat.",
    linkInvalid: "This link has been used or has expired. Create a new one in the showroom editor.",
    startHelp: "To receive leads here, open the “Connect Telegram” link from the showroom editor.",
    stopped: "Done: leads from the showroom “{{project}}” no longer come here.",
    notLinked: "This chat receives no leads.",
  },
  /** The leads export (issue 25): CSV column headers; the form's fields keep their own labels. */
  leadCsv: {
    date: "Date",
    status: "Status",
    spam: "Spam",
    item: "Item",
    price: "Price",
    page: "Page",
    language: "Page language",
    referrer: "Referrer",
    consentText: "Consent text",
    consentAt: "Consent given",
    policyUrl: "Privacy policy",
    id: "Lead ID",
    other: "Other fields",
    yes: "yes",
    no: "no",
  },
} as const;

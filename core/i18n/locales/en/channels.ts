/** Lead channels (issue 25): the owner API's refusals and the owner's mail about a failed delivery. */
export default {
  url: {
    invalid: "This is not a web address. Paste the full address, starting with https://.",
    scheme: "Only http and https addresses can receive leads.",
    https: "Only https addresses can receive leads: the data is sent encrypted.",
    unresolved: "This address's domain was not found. Check it for typos.",
    address:
      "This address leads to a private or reserved network ({{address}}), which cannot receive leads. Use your server's public address.",
  },
  tooManyWebhooks: "A showroom can have up to {{max}} webhooks. Remove one to add another.",
  mail: {
    untitled: "Untitled showroom",
    kind: { telegram: "Telegram", webhook: "Webhook", bitrix24: "Bitrix24" },
    failedSubject: "A lead did not reach your {{channel}} channel: {{project}}",
    failedText:
      "Hello, {{name}}!\n\nA lead from the showroom “{{project}}” could not be delivered to your {{channel}} channel after every retry.\n\nLast error: {{error}}\n\nThe lead is safe in your inbox:\n{{link}}\n\nYou can resend it from the channel's delivery log in the showroom editor.\n\nThe Vitrina team",
  },
};

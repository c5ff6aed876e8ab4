/** Plan reminder and expiry mails sent by the task runner. */
export default {
  appName: "Vitrina",
} as const;

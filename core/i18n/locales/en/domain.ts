/** The editor's Domain section (PRO) and the custom-domain mails (issue 13). */
export default {
  title: "Domain",
  hint: "Open your showroom at your own address, such as shop.example.com.",
  lockedText: "Your own domain is part of PRO.",
  lockedLink: "See PRO",
  hostnameLabel: "Domain name",
  hostnamePlaceholder: "shop.example.com",
  connect: "Connect",
  connecting: "Connecting…",
  checkNow: "Check now",
  checking: "Checking…",
  remove: "Remove domain",
  removing: "Removing…",
  removeTitle: "Remove {{hostname}}?",
  removeConfirm:
    "The page stops opening at this address at once. You can connect the domain again later.",
  removed: "Domain removed.",
  copy: "Copy",
  copied: "Copied",
  recordsTitle: "Create these records at your DNS provider",
  recordsHint:
    "DNS changes can take from a few minutes to a few hours. Then press “Check now”. The first check that passes connects the domain.",
  colType: "Type",
  colName: "Name",
  colValue: "Value",
  apexRecordsNote: "Point the domain itself at these addresses (replace any other A/AAAA records).",
  twinTitle: "And {{twin}}, which leads to {{hostname}}",
  twinHint:
    "Create this record too, and visitors who type {{twin}} arrive at {{hostname}}. The TXT record above proves both names: no second one is needed.",
  twinBound: "{{twin}} redirects visitors to {{hostname}}.",
  twinMissing:
    "{{twin}} does not point to {{target}} yet. {{hostname}} works already; {{twin}} will lead to it once the record is there.",
  lastChecked: "Last checked: {{when}}",
  neverChecked: "Not checked yet",
  status: {
    pending: "Waiting for the DNS records",
    certificate_pending: "Records found; the security certificate is being issued",
    active: "Connected",
    failing: "Connected, but the records are no longer right",
  },
  problem: {
    txtMissing: "The TXT record {{txtName}} was not found yet.",
    txtWrong:
      "The TXT record {{txtName}} exists but has a different value. Copy the value above exactly.",
    cnameMissing: "The TXT record is right, but {{hostname}} does not point to {{target}} yet.",
    dnsUnreachable: "The domain's DNS servers did not answer. Try again in a few minutes.",
    nameServersNotPublic:
      "The domain's NS records lead only to private or local addresses, which cannot be reached from the internet. Check the NS records at your domain registrar.",
  },
  allGood: "All good: {{hostname}} opens your showroom.",
  errors: {
    invalidHostname: "Enter a domain name such as shop.example.com.",
    hostnameIsIp: "Enter a domain name, not an IP address.",
    hostnameIsLocal: "localhost cannot be connected; enter your own domain.",
    hostnameReserved: "This address belongs to Vitrina. Enter your own domain.",
    hostnameNoPublicSuffix:
      "This name does not end in a real domain zone (such as .com or .ru). Check the spelling.",
    apexUnsupported:
      "Connect www.{{hostname}} instead. To open the bare {{hostname}} too, point it at www with an ALIAS record or CNAME flattening at your DNS provider.",
    hostnameTaken: "This domain is already connected to another showroom.",
    proRequired: "Your own domain is part of PRO.",
    notConfigured: "Custom domains are not set up on this server.",
    tooManyChecks: "Too many checks. Wait a few minutes and try again.",
    noDomain: "No domain is connected.",
    notFound: "Showroom not found.",
    generic: "Something went wrong. Try again.",
  },
  mail: {
    connected: {
      subject: "{{hostname}} is connected to your showroom",
      text: "Hello, {{name}}!\n\nThe DNS records of {{hostname}} are right, and your showroom now opens at this address. Keep the records in place: we check them every day.\n\nYour showroom in the editor:\n{{link}}\n\nThe Vitrina team",
    },
    removedFailing: {
      subject: "{{hostname}} was disconnected from your showroom",
      text: "Hello, {{name}}!\n\nThree daily checks in a row could not find the right DNS records for {{hostname}}, so the domain has been disconnected and no longer opens your showroom. Your showroom is still online at its Vitrina address.\n\nTo connect the domain again, open the editor, enter it in the Domain section and create the records shown there:\n{{link}}\n\nThe Vitrina team",
    },
    released: {
      subject: "{{hostname}} was released",
      text: "Hello, {{name}}!\n\nYour own domain is part of PRO, and your account has not had PRO for 30 days, so {{hostname}} no longer opens your showroom.\n\nWith PRO you can connect it again in the editor:\n{{link}}\n\nThe Vitrina team",
    },
    lostToOther: {
      subject: "{{hostname}} was connected to another showroom",
      text: "Hello, {{name}}!\n\nAnother Vitrina showroom proved control of {{hostname}} first, so your request to connect it has been dropped. If the domain is yours, check who can change its DNS records.\n\nYour showroom in the editor:\n{{link}}\n\nThe Vitrina team",
    },
  },
} as const;

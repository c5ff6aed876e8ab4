/** Sharing a showroom: its QR code (issue 15). */
export default {
  qr: {
    open: "QR code",
    menu: "QR code",
    title: "Showroom QR code",
    hint: "Print it for a shop window, a business card or a flyer: a phone camera opens the page.",
    opens: "Opens: {{url}}",
    alt: "QR code that opens {{url}}",
    loading: "Preparing the QR code…",
    failed: "Could not get the QR code. Please try again.",
    retry: "Try again",
    downloadSvg: "Download SVG",
    downloadPng: "Download PNG, 1024 px",
    formats: "SVG prints sharp at any size; PNG suits messengers and documents.",
    hide: "Hide QR code",
  },
};

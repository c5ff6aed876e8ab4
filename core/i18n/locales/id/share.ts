/** Membagikan etalase: kode QR-nya (issue 15). */
export default {
  qr: {
    open: "Kode QR",
    menu: "Kode QR",
    title: "Kode QR etalase",
    hint: "Cetak untuk etalase toko, kartu nama, atau brosur: kamera ponsel akan membuka halamannya.",
    opens: "Membuka: {{url}}",
    alt: "Kode QR yang membuka {{url}}",
    loading: "Menyiapkan kode QR…",
    failed: "Kode QR tidak dapat dimuat. Silakan coba lagi.",
    retry: "Coba lagi",
    downloadSvg: "Unduh SVG",
    downloadPng: "Unduh PNG, 1024 px",
    formats: "SVG tetap tajam di ukuran cetak apa pun; PNG cocok untuk messenger dan dokumen.",
    hide: "Sembunyikan kode QR",
  },
};

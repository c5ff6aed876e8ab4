export default {
  appName: "Vitrina",
  skipToContent: "Lewati ke konten",
  loading: "Memuat…",
  close: "Tutup",
  cancel: "Batal",
  save: "Simpan",
  delete: "Hapus",
  confirm: "Konfirmasi",
  back: "Kembali",
  pro: "PRO",
  proBadgeLabel: "Paket PRO",

  authRequired: "Diperlukan otorisasi",
  insufficientRights: "Hak akses tidak mencukupi",
  sessionExpired: "Sesi telah berakhir. Silakan masuk kembali.",
  genericError: "Terjadi kesalahan. Silakan coba lagi.",
  networkError: "Kesalahan jaringan. Periksa koneksi internet Anda.",
  unexpectedError: "Kesalahan tak terduga",
  tooManyRequests: "Terlalu banyak permintaan. Silakan coba lagi nanti.",
  languageChanged: "Bahasa diubah",

  daysLeft_other: "Tersisa {{count}} hari",

  nav: {
    label: "Navigasi utama",
    home: "Vitrina — beranda",
    showrooms: "Etalase saya",
    plans: "Paket",
    settings: "Pengaturan",
    admin: "Konsol admin",
    logout: "Keluar",
    userMenu: "Menu pengguna",
  },

  language: {
    label: "Bahasa",
    ru: "Русский",
    en: "English",
    id: "Bahasa Indonesia",
  },

  toasts: {
    region: "Notifikasi",
    close: "Tutup notifikasi",
  },

  notFound: {
    title: "Halaman tidak ditemukan",
    code: "404",
    text: "Halaman ini tidak ada atau telah dihapus.",
    back: "Kembali",
    home: "Beranda",
  },

  errorPage: {
    title: "Terjadi kesalahan",
    text: "Kami mengetahui masalah ini. Coba muat ulang halaman.",
    reload: "Muat ulang halaman",
    home: "Beranda",
  },
} as const;

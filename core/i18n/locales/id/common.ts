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
    leads: "Prospek",
    newLeads_other: "{{count}} baru",
    settings: "Pengaturan",
    admin: "Konsol admin",
    logout: "Keluar",
    userMenu: "Menu pengguna",
  },

  admin: {
    title: "Konsol admin",
    users: "Pengguna",
    landings: "Landing",
    landingKv: "KV landing",
    scheduledTasks: "Tugas terjadwal",
    backToSite: "Kembali ke situs utama",
    logout: "Keluar",
    search: "Cari",
    id: "ID",
    name: "Nama",
    email: "Email",
    tariff: "Tarif",
    expires: "Berakhir",
    created: "Dibuat",
    landingsCount: "Landing",
    tariffFree: "Gratis",
    tariffPro: "Standar (PRO)",
    empty: "Tidak ada yang ditemukan",
    previous: "Sebelumnya",
    next: "Berikutnya",
    pageOf: "Halaman {{page}} dari {{pages}}",
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
  /** Issue 29: a form sent from another name of the app (127.0.0.1 for localhost). */
  crossOriginPage: {
    title: "Buka aplikasi di alamatnya sendiri",
    text: "Formulir ini dikirim dari halaman di {{here}}, tetapi aplikasi bekerja di {{app}}. Buka halaman di sana dan kirim formulir lagi.",
    open: "Buka {{app}}",
  },
} as const;

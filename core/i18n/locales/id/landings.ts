/** My landings: grid, cards, expiry bars, create/delete, plan prompts (owned by H-owner). */
export default {
  title: "Showroom saya",
  subtitle: "Buat showroom, sunting, dan terbitkan di tautan Anda sendiri.",
  gridLabel: "Daftar showroom",
  newShowroom: "Showroom baru",
  newShowroomHint: "Mulai showroom dari awal",
  creating: "Membuat…",
  untitledProject: "Tanpa judul",
  noCompany: "Nama perusahaan belum diisi",
  previewAlt: "Sampul showroom “{{name}}”",
  openPublic: "Buka showroom “{{name}}” di tab baru",
  published: "Terbit",
  draft: "Draf",
  empty: "Anda belum punya showroom. Buat yang pertama — hanya butuh beberapa menit.",

  menu: {
    label: "Tindakan untuk showroom “{{name}}”",
    publish: "Terbitkan",
    edit: "Sunting",
    delete: "Hapus",
    cancel: "Batal",
  },

  expiredOn: "Kedaluwarsa pada {{date}}",
  trialEnded: "Masa uji coba berakhir",
  activatePro: "Aktifkan PRO",
  daysLeft_other: "Sisa {{count}} hari",

  deleteModal: {
    title: "Hapus showroom?",
    text: "Showroom “{{name}}” beserta halaman publiknya akan dihapus secara permanen.",
    confirm: "Hapus",
    deleting: "Menghapus…",
    cancel: "Batal",
  },
  deleteSuccess: "Showroom dihapus",
  deleteFailed: "Gagal menghapus showroom",
  createFailed: "Gagal membuat showroom",
  pleaseLogin: "Silakan masuk",
  limitReached: "Batas showroom paket Anda sudah tercapai",
  upgradeRequired: "Aktifkan PRO untuk membuat showroom lain",

  buyExtra: {
    title: "Showroom baru",
    text: "Anda sudah memakai semua showroom dalam paket Anda. Showroom tambahan seharga 300 USD per tahun.",
    details: "Kirimi kami pesan dan kami akan menambahkan showroom baru ke akun Anda.",
    contact: "Kirim pesan",
    close: "Tutup",
  },

  proActivated: {
    title: "PRO aktif!",
    text: "Terima kasih atas pembayaran Anda. Semua fitur PRO sudah tersedia.",
    ok: "Bagus",
  },
} as const;

/** Plan reminder and expiry mails sent by the task runner. */
export default {
  appName: "Vitrina",
  /** Potongan subjek: "dalam 7 hari". */
  inDays_other: "dalam {{count}} hari",
  /** Potongan isi: "tinggal 7 hari lagi". */
  daysLeft_other: "tinggal {{count}} hari lagi",
  reminderSubject: "Paket Vitrina Anda berakhir {{inDays}}",
  reminderText:
    "Halo, {{name}}!\n\nPaket Vitrina Anda aktif hingga {{date}} — {{daysLeft}}. Setelah itu, showroom yang sudah Anda terbitkan tidak akan terlihat oleh pengunjung.\n\nAgar tetap online, perpanjang paket Anda:\n{{link}}\n\nAnda menerima email ini karena pesan sistem diaktifkan di pengaturan Anda. Anda dapat menonaktifkannya di Pengaturan.\n\nTim Vitrina",
  expiredSubject: "Showroom Vitrina Anda kini disembunyikan",
  expiredText:
    "Halo, {{name}}!\n\nPaket Vitrina Anda berakhir pada {{date}}, sehingga showroom yang Anda terbitkan kini tidak terlihat oleh pengunjung. Tidak ada yang dihapus: showroom dan seluruh isinya tetap tersimpan.\n\nUntuk menampilkannya kembali, perpanjang paket Anda:\n{{link}}\n\nHalaman Anda akan tampil lagi segera setelah pembayaran berhasil.\n\nTim Vitrina",
  /** Email ke pemilik tentang prospek baru (issue 24). */
  leadSubject: "Prospek baru: {{project}}",
  leadIntro: "Prospek baru masuk di showroom Anda “{{project}}”.",
  leadUntitled: "Tanpa judul",
  leadItem: "Produk",
  leadPage: "Halaman",
  leadOpen: "Buka prospek",
  leadReplyHint: "Untuk menulis ke pengunjung, cukup balas email ini.",
  leadSignature: "Tim Vitrina",
  /** Email ke pemilik: saluran prospek dimatikan (issue 25). */
  channelOff: {
    subject: "Saluran prospek dimatikan: {{project}}",
    blocked:
      "Bot Vitrina tidak bisa lagi menulis ke obrolan “{{channel}}”: bot diblokir atau dikeluarkan dari obrolan. Prospek dari etalase “{{project}}” tidak lagi dikirim ke sana.",
    failing:
      "{{channel}} tidak menerima prospek dari etalase “{{project}}” selama 5 hari berturut-turut, jadi kami mematikannya.",
    keep: "Prospek tetap disimpan di kotak masuk dan dikirim ke email Anda. Untuk menerimanya lagi di saluran ini, hubungkan kembali di editor etalase.",
    open: "Buka editor",
  },
  /** Jawaban bot Telegram di obrolan (issue 25). */
  telegram: {
    linked: "Selesai: prospek dari etalase “{{project}}” akan masuk ke obrolan ini.",
    linkInvalid: "Tautan ini sudah dipakai atau kedaluwarsa. Buat yang baru di editor etalase.",
    startHelp:
      "Untuk menerima prospek di sini, buka tautan “Hubungkan Telegram” dari editor etalase.",
    stopped: "Selesai: prospek dari etalase “{{project}}” tidak lagi masuk ke sini.",
    notLinked: "Obrolan ini tidak menerima prospek.",
  },
  /** Ekspor prospek (issue 25): judul kolom CSV; kolom formulir memakai labelnya sendiri. */
  leadCsv: {
    date: "Tanggal",
    status: "Status",
    spam: "Spam",
    item: "Produk",
    price: "Harga",
    page: "Halaman",
    language: "Bahasa halaman",
    referrer: "Perujuk",
    consentText: "Teks persetujuan",
    consentAt: "Persetujuan diberikan",
    policyUrl: "Kebijakan privasi",
    id: "ID prospek",
    other: "Kolom lain",
    yes: "ya",
    no: "tidak",
  },
} as const;

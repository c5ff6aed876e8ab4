/** Saluran prospek (issue 25): penolakan API pemilik dan email kepada pemilik tentang saluran. */
export default {
  url: {
    invalid: "Ini bukan alamat web. Tempel alamat lengkap, diawali https://.",
    scheme: "Hanya alamat http dan https yang dapat menerima prospek.",
    https: "Hanya alamat https yang dapat menerima prospek: data dikirim terenkripsi.",
    unresolved: "Domain alamat ini tidak ditemukan. Periksa apakah ada salah ketik.",
    address:
      "Alamat ini mengarah ke jaringan privat atau khusus ({{address}}) yang tidak dapat menerima prospek. Gunakan alamat publik server Anda.",
  },
  tooManyWebhooks:
    "Satu etalase dapat memiliki paling banyak {{max}} webhook. Hapus satu untuk menambah yang lain.",
  mail: {
    untitled: "Etalase tanpa judul",
    kind: { telegram: "Telegram", webhook: "Webhook", bitrix24: "Bitrix24" },
    failedSubject: "Prospek tidak sampai ke {{channel}}: {{project}}",
    failedText:
      "Halo, {{name}}!\n\nProspek dari etalase “{{project}}” tidak dapat dikirim ke {{channel}} setelah semua percobaan ulang.\n\nGalat terakhir: {{error}}\n\nProspek tetap aman di kotak masuk Anda:\n{{link}}\n\nAnda dapat mengirimnya lagi dari log pengiriman saluran di editor etalase.\n\nTim Vitrina",
    offSubject: "{{channel}} dimatikan: {{project}}",
    offFailingText:
      "Halo, {{name}}!\n\nPengiriman ke {{channel}} untuk etalase “{{project}}” gagal selama 5 hari berturut-turut, jadi kami mematikannya.\n\nGalat terakhir: {{error}}\n\nProspek baru tetap masuk ke kotak masuk dan email Anda. Setelah penerima berfungsi lagi, nyalakan kembali saluran di editor etalase:\n{{link}}\n\nTim Vitrina",
    offBlockedText:
      "Halo, {{name}}!\n\nBot Telegram diblokir atau dikeluarkan dari obrolan, jadi prospek dari etalase “{{project}}” tidak lagi dikirim ke sana.\n\nProspek baru tetap masuk ke kotak masuk dan email Anda. Untuk menerimanya lagi di Telegram, hubungkan ulang di editor etalase:\n{{link}}\n\nTim Vitrina",
  },
};

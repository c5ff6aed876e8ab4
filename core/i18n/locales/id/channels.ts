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
  },
};

import type ru from "../ru/overlay";

export default {
  unavailableTitle: "Halaman tidak tersedia",
  unavailableText: "Masa berlaku halaman ini telah berakhir.",
  goHome: "Ke beranda",
  activatePrompt: "Ini halaman Anda? Aktifkan PRO agar halaman ini dapat dilihat pengunjung lagi.",
  activatePro: "Aktifkan PRO",
  notFoundTitle: "Halaman tidak ditemukan",
  notFoundText: "Halaman ini tidak ada atau belum dipublikasikan.",
  goBack: "Kembali",
  methodNotAllowed: "Metode tidak didukung",
  uriTooLong: "Alamat terlalu panjang",
  badRequest: "Permintaan tidak valid",
} as const satisfies Record<keyof typeof ru, string>;

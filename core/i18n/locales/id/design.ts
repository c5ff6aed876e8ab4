import type ru from "../ru/design";

export default {
  hint: "Warna aksen dan tema halaman: tombol, tautan, dan ikon akan memakai warna Anda.",
  modeLegend: "Tema halaman",
  mode: {
    light: "Terang",
    dark: "Gelap",
  },
  presetsLegend: "Warna aksen siap pakai",
  presets: {
    indigo: "Nila",
    blue: "Biru",
    teal: "Hijau toska",
    green: "Hijau",
    amber: "Kuning amber",
    orange: "Oranye",
    red: "Merah",
    pink: "Merah muda",
  },
  accent: "Warna aksen",
  accentHint: "Warna apa saja: klik contoh warna untuk memilih sendiri.",
  sample: "Tampilan halaman nanti",
  sampleButton: "Tombol",
  sampleLink: "Tautan",
  sampleText: "Teks halaman",
  adjustedLight:
    "Warna ini sulit dibaca di latar terang, jadi tautan dan ikon memakai nuansa sedikit lebih gelap agar kontrasnya 4,5:1.",
  adjustedDark:
    "Warna ini sulit dibaca di latar gelap, jadi tautan dan ikon memakai nuansa sedikit lebih terang agar kontrasnya 4,5:1.",
  buttonText: "Teks pada tombol berwarna {{color}} agar mudah dibaca.",
  buttonTextWhite: "putih",
  buttonTextBlack: "hitam",
  reset: "Kembalikan ke bawaan",
  isDefault: "Tampilan bawaan sedang dipakai.",
  locked: "Warna sendiri dan tema gelap tersedia di paket PRO.",
  getPro: "Aktifkan PRO",
} as const satisfies DeepStrings<typeof ru>;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

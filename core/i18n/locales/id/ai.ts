import type ru from "../ru/ai";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** AI writing help in the editor (issue 14): panel, field menus, review dialog, SEO and alt fields. */
export default {
  title: "Bantuan menulis AI",
  hint: "Buat draf halaman, teks SEO, dan tulis ulang teks apa pun. Anda selalu melihat hasilnya sebelum menggantikan apa pun.",
  destination:
    "Teks Anda dikirim ke {{destination}}, dan hanya saat Anda menekan tombol AI. Kunci tetap di server.",
  destinationFake:
    "Server ini menjalankan AI uji (fake): teks Anda tidak dikirim ke mana pun dan jawabannya templat.",
  locked: "Bantuan menulis AI tersedia dengan PRO.",
  lockedLink: "Aktifkan PRO",
  notConfigured:
    "AI belum diatur di server ini, jadi tombol AI tidak berfungsi. Hubungi administrator.",
  working: "AI sedang menulis…",
  draft: {
    label: "Jelaskan bisnis Anda dalam 1–3 kalimat",
    placeholder:
      "Misalnya: Toko roti di Ubud. Kami membuat roti sourdough dan kue pesanan, antar dalam kota.",
    button: "Buat draf halaman",
    hint: "Mengisi deskripsi, hingga 9 judul kartu, hingga 9 FAQ, dan nama tombol. Tidak pernah tautan, gambar, atau kontak.",
  },
  fill: {
    heading: "Isi dengan AI",
    hint: "AI menulis ulang teks halaman untuk bisnis Anda: deskripsi, kartu, pertanyaan, dan formulir. Harga, gambar, tautan, dan kontak tetap seperti semula.",
    button: "Isi dengan AI",
    title: "Isi template dengan AI",
    intro:
      "Sebutkan nama bisnis Anda dan ceritakan usahanya dalam satu kalimat. Anda melihat setiap perubahan sebelum ada yang diganti.",
    nameLabel: "Nama bisnis",
    namePlaceholder: "Misalnya: Toko Roti Mentari",
    aboutLabel: "Bisnis Anda dalam satu kalimat",
    aboutPlaceholder:
      "Misalnya: Toko roti keluarga di Denpasar: roti sourdough, croissant, dan kue pesanan.",
    submit: "Isi",
    cancel: "Nanti saja",
    nameRequired: "Tulis nama bisnis Anda.",
  },
  seo: {
    button: "Paket SEO",
    hint: "Deskripsi meta hingga 160 karakter dan teks alt gambar, dari deskripsi dan judul kartu. AI tidak melihat gambarnya.",
  },
  rewrite: {
    button: "AI",
    label: "Tulis ulang dengan AI: {{field}}",
    styles: {
      shorter: "Lebih singkat",
      friendlier: "Lebih ramah",
      formal: "Lebih formal",
      fix: "Perbaiki kesalahan",
    },
  },
  review: {
    title: "Saran AI",
    intro: "Belum ada yang diganti. Periksa teksnya, lalu Terapkan — atau Batal.",
    before: "Sekarang",
    after: "Saran",
    empty: "(kosong)",
    apply: "Terapkan",
    cancel: "Batal",
    noChanges: "AI menyarankan teks yang sama — tidak ada yang diubah.",
  },
  applied: "Saran AI diterapkan.",
  undo: "Urungkan",
  undone: "Perubahan AI diurungkan.",
  fields: {
    seoTitle: "SEO",
    seoDescription: "Deskripsi meta untuk mesin pencari",
    seoDescriptionHint: "Hingga 160 karakter: {{count}} sekarang. Kosong: awal deskripsi dipakai.",
    logoAlt: "Teks alt logo",
    coverAlt: "Teks alt sampul",
    cardAlt: "Teks alt gambar",
    altHint: "Singkat saja: apa yang ada di gambar. Dibaca pengunjung tunanetra dan mesin pencari.",
  },
  paths: {
    projectName: "Nama",
    projectDescription: "Deskripsi",
    projectLocation: "Lokasi",
    mainButtonName: "Tombol utama",
    extraButtonName: "Tombol kedua",
    cardsSectionTitle: "Judul kartu",
    videoSectionTitle: "Judul video",
    projectLogoAlt: "Teks alt logo",
    projectBackgroundAlt: "Teks alt sampul",
    seoDescription: "Deskripsi meta",
    cardTitle: "Kartu {{n}}: judul",
    cardAlt: "Kartu {{n}}: teks alt",
    qaQuestion: "Pertanyaan {{n}}",
    qaAnswer: "Jawaban {{n}}",
  },
  errors: {
    proRequired: "Bantuan menulis AI tersedia dengan PRO.",
    notConfigured: "AI belum diatur di server ini.",
    invalidRequest: "AI tidak menerima permintaan ini.",
    emptyField: "Kolom kosong — tulis sesuatu dulu.",
    nothingToDescribe: "Isi deskripsi atau judul kartu terlebih dahulu.",
    nothingToFill: "Halaman ini tidak punya teks untuk ditulis ulang.",
    descriptionTooShort: "Jelaskan bisnis Anda minimal satu kalimat (10 sampai 600 karakter).",
    dailyLimit:
      "Batas AI hari ini sudah habis: {{limit}} permintaan per hari. Lagi setelah {{time}}.",
    aiTimeout: "AI tidak menjawab dalam 25 detik. Silakan coba lagi.",
    tooManyRequests:
      "Dua permintaan AI atau terjemahan sedang berjalan. Tunggu salah satunya selesai.",
    aiInvalidAnswer: "AI dua kali menjawab dalam bentuk yang salah. Silakan coba lagi.",
    aiUnavailable: "Layanan AI sedang tidak tersedia. Silakan coba nanti.",
    networkError: "Tidak ada koneksi ke server. Periksa internet Anda dan coba lagi.",
    saveFirst: "Draf tidak bisa disimpan, jadi AI tidak ditanya. Silakan coba lagi.",
    failed: "Tidak berhasil. Silakan coba lagi.",
  },
} as const satisfies Shape<typeof ru>;

/** Bagian "Domain" di editor (PRO) dan email domain sendiri (issue 13). */
export default {
  title: "Domain",
  hint: "Buka etalase Anda di alamat sendiri, misalnya shop.example.com.",
  lockedText: "Domain sendiri tersedia di PRO.",
  lockedLink: "Lihat PRO",
  hostnameLabel: "Nama domain",
  hostnamePlaceholder: "shop.example.com",
  connect: "Hubungkan",
  connecting: "Menghubungkan…",
  checkNow: "Periksa sekarang",
  checking: "Memeriksa…",
  remove: "Hapus domain",
  removing: "Menghapus…",
  removeTitle: "Hapus {{hostname}}?",
  removeConfirm:
    "Halaman langsung tidak bisa dibuka di alamat ini. Anda bisa menghubungkan domain ini lagi nanti.",
  removed: "Domain dihapus.",
  copy: "Salin",
  copied: "Disalin",
  recordsTitle: "Buat record berikut di penyedia DNS Anda",
  recordsHint:
    "Perubahan DNS butuh beberapa menit hingga beberapa jam. Lalu tekan “Periksa sekarang”. Domain terhubung setelah pemeriksaan pertama yang berhasil.",
  colType: "Tipe",
  colName: "Nama",
  colValue: "Nilai",
  apexRecordsNote: "Arahkan domain itu sendiri ke alamat ini (hapus record A/AAAA lainnya).",
  twinTitle: "Dan {{twin}}, yang mengarah ke {{hostname}}",
  twinHint:
    "Buat juga record ini, agar pengunjung yang mengetik {{twin}} tiba di {{hostname}}. Record TXT di atas membuktikan kedua nama: tidak perlu record kedua.",
  twinBound: "{{twin}} mengalihkan pengunjung ke {{hostname}}.",
  twinMissing:
    "{{twin}} belum mengarah ke {{target}}. {{hostname}} sudah berfungsi; {{twin}} akan mengarah ke sana setelah record-nya ada.",
  lastChecked: "Terakhir diperiksa: {{when}}",
  neverChecked: "Belum diperiksa",
  status: {
    pending: "Menunggu record DNS",
    certificate_pending: "Record ditemukan; sertifikat keamanan sedang diterbitkan",
    active: "Terhubung",
    failing: "Terhubung, tetapi record DNS tidak lagi benar",
  },
  problem: {
    txtMissing: "Record TXT {{txtName}} belum ditemukan.",
    txtWrong:
      "Record TXT {{txtName}} ada, tetapi nilainya berbeda. Salin nilai di atas dengan tepat.",
    cnameMissing: "Record TXT sudah benar, tetapi {{hostname}} belum mengarah ke {{target}}.",
    dnsUnreachable: "Server DNS domain tidak menjawab. Coba lagi beberapa menit lagi.",
    nameServersNotPublic:
      "Record NS domain hanya mengarah ke alamat privat atau lokal yang tidak dapat dijangkau dari internet. Periksa record NS di registrar domain Anda.",
  },
  allGood: "Semua beres: {{hostname}} membuka etalase Anda.",
  errors: {
    invalidHostname: "Masukkan nama domain, misalnya shop.example.com.",
    hostnameIsIp: "Masukkan nama domain, bukan alamat IP.",
    hostnameIsLocal: "localhost tidak bisa dihubungkan; masukkan domain Anda sendiri.",
    hostnameReserved: "Alamat ini milik Vitrina. Masukkan domain Anda sendiri.",
    hostnameNoPublicSuffix:
      "Nama ini tidak berakhir dengan zona domain yang nyata (seperti .com atau .id). Periksa ejaannya.",
    apexUnsupported:
      "Hubungkan www.{{hostname}}. Agar {{hostname}} tanpa www juga terbuka, arahkan ke www dengan record ALIAS atau CNAME flattening di penyedia DNS Anda.",
    hostnameTaken: "Domain ini sudah terhubung ke etalase lain.",
    proRequired: "Domain sendiri tersedia di PRO.",
    notConfigured: "Domain sendiri belum diatur di server ini.",
    tooManyChecks: "Terlalu banyak pemeriksaan. Tunggu beberapa menit lalu coba lagi.",
    noDomain: "Belum ada domain yang terhubung.",
    notFound: "Etalase tidak ditemukan.",
    generic: "Terjadi kesalahan. Coba lagi.",
  },
  mail: {
    connected: {
      subject: "{{hostname}} terhubung ke etalase Anda",
      text: "Halo, {{name}}!\n\nRecord DNS {{hostname}} sudah benar, dan etalase Anda kini terbuka di alamat ini. Jangan hapus record tersebut: kami memeriksanya setiap hari.\n\nEtalase Anda di editor:\n{{link}}\n\nTim Vitrina",
    },
    removedFailing: {
      subject: "{{hostname}} diputus dari etalase Anda",
      text: "Halo, {{name}}!\n\nTiga pemeriksaan harian berturut-turut tidak menemukan record DNS yang benar untuk {{hostname}}, jadi domain ini diputus dan tidak lagi membuka etalase Anda. Etalase Anda tetap daring di alamat Vitrina.\n\nUntuk menghubungkannya lagi, buka editor, masukkan domain di bagian Domain, dan buat record yang ditampilkan di sana:\n{{link}}\n\nTim Vitrina",
    },
    released: {
      subject: "{{hostname}} dilepas",
      text: "Halo, {{name}}!\n\nDomain sendiri tersedia di PRO, dan akun Anda sudah 30 hari tanpa PRO, jadi {{hostname}} tidak lagi membuka etalase Anda.\n\nDengan PRO Anda bisa menghubungkannya lagi di editor:\n{{link}}\n\nTim Vitrina",
    },
    lostToOther: {
      subject: "{{hostname}} terhubung ke etalase lain",
      text: "Halo, {{name}}!\n\nEtalase Vitrina lain lebih dulu membuktikan kendali atas {{hostname}}, jadi permintaan Anda untuk menghubungkannya dibatalkan. Jika domain itu milik Anda, periksa siapa yang bisa mengubah record DNS-nya.\n\nEtalase Anda di editor:\n{{link}}\n\nTim Vitrina",
    },
  },
} as const;

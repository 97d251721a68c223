import type { ProductFormat } from '@pustaka/contract';

export const DEMO_CATEGORIES = [
  { name: 'Bisnis & Kewirausahaan', description: 'Merintis, mengelola dan menumbuhkan usaha.' },
  { name: 'Teknologi & Pemrograman', description: 'Dari dasar komputer hingga kecerdasan buatan.' },
  { name: 'Pendidikan & Bahasa', description: 'Bahan ajar, bahasa daerah dan bahasa asing.' },
  { name: 'Pengembangan Diri', description: 'Kebiasaan, produktivitas dan kepemimpinan.' },
  { name: 'Kesehatan & Gaya Hidup', description: 'Hidup sehat, gizi keluarga dan kebugaran.' },
  { name: 'Sastra & Fiksi', description: 'Cerpen, novel dan puisi karya penulis Indonesia.' },
] as const;

export const DEMO_CREATORS = [
  {
    email: 'sari.wulandari@pustaka.test',
    firstName: 'Sari',
    lastName: 'Wulandari',
    bio: 'Guru bahasa dan penulis buku ajar dari Yogyakarta.',
  },
  {
    email: 'rizky.hidayat@pustaka.test',
    firstName: 'Rizky',
    lastName: 'Hidayat',
    bio: 'Insinyur perangkat lunak dan pengajar pemrograman di Bandung.',
  },
] as const;

export type DemoProduct = {
  name: string;
  format: ProductFormat;
  category: (typeof DEMO_CATEGORIES)[number]['name'];
  /** 0: the demo publisher account; 1 and 2: the other demo creators. */
  creator: 0 | 1 | 2;
  basePrice: number;
  discount?: number;
  description: string;
  /** Chapters (PDF), track titles (MP3), lesson titles (CRS) or slide count (PPT). */
  parts: string[];
  color: string;
};

const p = (text: string) => `<p>${text}</p>`;

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Panduan Pembelajaran Mesin untuk Pemula',
    format: 'PDF',
    category: 'Teknologi & Pemrograman',
    creator: 2,
    basePrice: 129_000,
    discount: 30_000,
    description: `${p('Memahami <strong>pembelajaran mesin</strong> tanpa rumus yang menakutkan: dari data, model, hingga evaluasi.')}<ul><li>Contoh dengan data Indonesia</li><li>Latihan di setiap bab</li></ul>`,
    parts: [
      'Apa itu Pembelajaran Mesin',
      'Menyiapkan Data',
      'Model Pertama Anda',
      'Mengukur Hasil',
      'Langkah Selanjutnya',
    ],
    color: '#4338ca',
  },
  {
    name: 'Merintis Usaha Kuliner dari Rumah',
    format: 'PDF',
    category: 'Bisnis & Kewirausahaan',
    creator: 0,
    basePrice: 89_000,
    description: p(
      'Langkah praktis membuka usaha kuliner rumahan: menghitung modal, menentukan harga, perizinan PIRT, hingga pemasaran lewat media sosial.',
    ),
    parts: [
      'Menemukan Menu Andalan',
      'Menghitung Modal dan Harga',
      'Izin PIRT dan Halal',
      'Pemasaran Digital',
    ],
    color: '#b45309',
  },
  {
    name: 'Bahasa Jawa Sehari-hari',
    format: 'PDF',
    category: 'Pendidikan & Bahasa',
    creator: 1,
    basePrice: 55_000,
    description: p(
      'Belajar ngoko dan krama untuk percakapan sehari-hari, lengkap dengan contoh dialog di pasar, sekolah dan keluarga.',
    ),
    parts: ['Ngoko dan Krama', 'Salam dan Perkenalan', 'Di Pasar', 'Di Sekolah'],
    color: '#047857',
  },
  {
    name: 'Kebiasaan Kecil, Hasil Besar',
    format: 'PDF',
    category: 'Pengembangan Diri',
    creator: 0,
    basePrice: 69_000,
    discount: 20_000,
    description: p(
      'Membangun kebiasaan baik lima belas menit sehari, dengan cerita para pembelajar dari berbagai daerah di Indonesia.',
    ),
    parts: ['Mengapa Kebiasaan Penting', 'Memulai dari yang Kecil', 'Menjaga Konsistensi'],
    color: '#be123c',
  },
  {
    name: 'Gizi Seimbang untuk Keluarga',
    format: 'PDF',
    category: 'Kesehatan & Gaya Hidup',
    creator: 1,
    basePrice: 0,
    description: p(
      'Panduan gratis menyusun menu harian bergizi seimbang dengan bahan pangan lokal yang terjangkau.',
    ),
    parts: ['Isi Piringku', 'Bahan Pangan Lokal', 'Menu Seminggu'],
    color: '#15803d',
  },
  {
    name: 'Senja di Pelabuhan Sunda Kelapa',
    format: 'PDF',
    category: 'Sastra & Fiksi',
    creator: 1,
    basePrice: 45_000,
    description: p(
      'Kumpulan cerita pendek tentang para perantau, pelaut dan pedagang di pelabuhan tua Jakarta.',
    ),
    parts: ['Perahu Pinisi', 'Surat dari Makassar', 'Hujan Pertama', 'Pulang'],
    color: '#1d4ed8',
  },
  {
    name: 'Dasar Pemrograman Python',
    format: 'PDF',
    category: 'Teknologi & Pemrograman',
    creator: 2,
    basePrice: 99_000,
    description: p(
      'Belajar Python dari nol: variabel, perulangan, fungsi dan proyek kecil yang bisa langsung dipakai.',
    ),
    parts: ['Memasang Python', 'Variabel dan Tipe Data', 'Perulangan', 'Fungsi', 'Proyek Akhir'],
    color: '#0369a1',
  },
  {
    name: 'Akuntansi Sederhana untuk UMKM',
    format: 'PDF',
    category: 'Bisnis & Kewirausahaan',
    creator: 0,
    basePrice: 75_000,
    description: p(
      'Mencatat arus kas, memisahkan uang pribadi dan usaha, serta membaca laporan laba rugi sederhana.',
    ),
    parts: ['Pencatatan Harian', 'Arus Kas', 'Laba Rugi'],
    color: '#7c3aed',
  },
  {
    name: 'Dongeng Nusantara Pengantar Tidur',
    format: 'MP3',
    category: 'Sastra & Fiksi',
    creator: 1,
    basePrice: 39_000,
    description: p(
      'Audio dongeng dari berbagai daerah, dibacakan dengan tenang untuk menemani anak sebelum tidur.',
    ),
    parts: ['Malin Kundang', 'Timun Mas', 'Bawang Merah Bawang Putih', 'Sangkuriang'],
    color: '#9333ea',
  },
  {
    name: 'Podcast Bisnis: Cerita Para Perintis',
    format: 'MP3',
    category: 'Bisnis & Kewirausahaan',
    creator: 0,
    basePrice: 0,
    description: p('Obrolan santai dengan pemilik usaha kecil tentang jatuh bangun membangun bisnis.'),
    parts: ['Episode 1: Modal Nekat', 'Episode 2: Pelanggan Pertama', 'Episode 3: Bertahan di Masa Sulit'],
    color: '#c2410c',
  },
  {
    name: 'Belajar Bahasa Inggris di Perjalanan',
    format: 'MP3',
    category: 'Pendidikan & Bahasa',
    creator: 1,
    basePrice: 59_000,
    discount: 10_000,
    description: p(
      'Pelajaran audio singkat untuk didengarkan di perjalanan: kosakata, pelafalan dan percakapan.',
    ),
    parts: ['Perkenalan', 'Di Bandara', 'Di Hotel', 'Di Restoran', 'Menanyakan Arah'],
    color: '#0e7490',
  },
  {
    name: 'Meditasi Pagi Lima Menit',
    format: 'MP3',
    category: 'Kesehatan & Gaya Hidup',
    creator: 0,
    basePrice: 29_000,
    description: p('Panduan napas dan relaksasi singkat untuk memulai hari dengan tenang.'),
    parts: ['Napas Dalam', 'Memindai Tubuh', 'Niat Hari Ini'],
    color: '#0f766e',
  },
  {
    name: 'Audiobook: Kebiasaan Kecil, Hasil Besar',
    format: 'MP3',
    category: 'Pengembangan Diri',
    creator: 0,
    basePrice: 79_000,
    description: p('Versi audio dari buku laris tentang membangun kebiasaan baik, dibacakan bab demi bab.'),
    parts: ['Pendahuluan', 'Bab 1', 'Bab 2', 'Bab 3'],
    color: '#be185d',
  },
  {
    name: 'Puisi-puisi Chairil Anwar (Pembacaan)',
    format: 'MP3',
    category: 'Sastra & Fiksi',
    creator: 1,
    basePrice: 25_000,
    description: p('Pembacaan puisi-puisi pilihan dengan pengantar singkat tentang konteks sejarahnya.'),
    parts: ['Aku', 'Krawang-Bekasi', 'Derai-derai Cemara'],
    color: '#57534e',
  },
  {
    name: 'Kursus Desain Grafis dengan Canva',
    format: 'CRS',
    category: 'Teknologi & Pemrograman',
    creator: 2,
    basePrice: 149_000,
    discount: 50_000,
    description: p(
      'Kursus video membuat konten promosi yang rapi untuk usaha Anda, dari tata letak hingga warna.',
    ),
    parts: ['Mengenal Antarmuka', 'Tata Letak', 'Tipografi', 'Warna dan Merek'],
    color: '#db2777',
  },
  {
    name: 'Fotografi Produk dengan Ponsel',
    format: 'CRS',
    category: 'Bisnis & Kewirausahaan',
    creator: 0,
    basePrice: 119_000,
    description: p(
      'Memotret produk jualan agar menarik di marketplace hanya dengan ponsel dan cahaya jendela.',
    ),
    parts: ['Cahaya Alami', 'Komposisi', 'Menyunting Foto'],
    color: '#ea580c',
  },
  {
    name: 'Senam Sehat di Rumah',
    format: 'CRS',
    category: 'Kesehatan & Gaya Hidup',
    creator: 1,
    basePrice: 0,
    description: p('Rangkaian video senam ringan untuk segala usia, cukup dengan matras di rumah.'),
    parts: ['Pemanasan', 'Gerakan Inti', 'Pendinginan'],
    color: '#16a34a',
  },
  {
    name: 'Membangun Aplikasi Web Pertama',
    format: 'CRS',
    category: 'Teknologi & Pemrograman',
    creator: 2,
    basePrice: 199_000,
    description: p('Kursus video membangun aplikasi web sederhana dari HTML hingga terbit di internet.'),
    parts: ['HTML dan CSS', 'JavaScript Dasar', 'Menghubungkan Data', 'Menerbitkan Aplikasi'],
    color: '#2563eb',
  },
  {
    name: 'Public Speaking untuk Pemula',
    format: 'CRS',
    category: 'Pengembangan Diri',
    creator: 0,
    basePrice: 99_000,
    discount: 25_000,
    description: p('Mengatasi gugup, menyusun materi dan tampil meyakinkan di depan audiens.'),
    parts: ['Mengatasi Gugup', 'Menyusun Materi', 'Bahasa Tubuh'],
    color: '#9d174d',
  },
  {
    name: 'Slide Pitch Deck Startup',
    format: 'PPT',
    category: 'Bisnis & Kewirausahaan',
    creator: 0,
    basePrice: 49_000,
    description: p(
      'Templat pitch deck 12 slide yang sudah dipakai para pendiri startup untuk menggalang dana.',
    ),
    parts: Array.from({ length: 12 }, (_, i) => `Slide ${i + 1}`),
    color: '#1e40af',
  },
  {
    name: 'Materi Ajar Pecahan Kelas 4',
    format: 'PPT',
    category: 'Pendidikan & Bahasa',
    creator: 1,
    basePrice: 0,
    description: p('Slide siap pakai untuk mengajar pecahan di kelas 4 SD, lengkap dengan soal latihan.'),
    parts: Array.from({ length: 10 }, (_, i) => `Slide ${i + 1}`),
    color: '#059669',
  },
  {
    name: 'Pengantar Kecerdasan Buatan',
    format: 'PPT',
    category: 'Teknologi & Pemrograman',
    creator: 2,
    basePrice: 35_000,
    description: p('Presentasi pengantar kecerdasan buatan untuk seminar sekolah dan kampus.'),
    parts: Array.from({ length: 15 }, (_, i) => `Slide ${i + 1}`),
    color: '#4f46e5',
  },
  {
    name: 'Manajemen Waktu bagi Mahasiswa',
    format: 'PPT',
    category: 'Pengembangan Diri',
    creator: 0,
    basePrice: 25_000,
    description: p('Presentasi tentang menyusun prioritas, menghindari menunda dan menjaga keseimbangan.'),
    parts: Array.from({ length: 8 }, (_, i) => `Slide ${i + 1}`),
    color: '#b91c1c',
  },
  {
    name: 'Edukasi Cuci Tangan untuk Anak',
    format: 'PPT',
    category: 'Kesehatan & Gaya Hidup',
    creator: 1,
    basePrice: 0,
    description: p('Slide bergambar untuk mengajarkan enam langkah cuci tangan kepada anak-anak.'),
    parts: Array.from({ length: 6 }, (_, i) => `Slide ${i + 1}`),
    color: '#0891b2',
  },
];

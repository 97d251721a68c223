// The LibreOffice documents of the PDF corpus, written as descriptions for fodt.mjs: one and two columns,
// tables (also between columns), footnotes, lists, headings, indented and ragged paragraphs, and running
// headers and footers with page numbers in their usual Indonesian and English forms.
import { ENGLISH, INDONESIAN, sentencePicker } from './sentences.mjs';

const id = sentencePicker(INDONESIAN, 7);
const en = sentencePicker(ENGLISH, 11);
const p = (n, extra = {}) => ({ p: id(n), ...extra });
const pe = (n) => ({ p: en(n) });
const note = (text) => `[[${text}]]`;

export const documents = {
  'artikel-satu-kolom': {
    title: 'Literasi Keluarga di Era Digital',
    author: 'Siti Rahmawati',
    header: { left: 'Majalah Pendidikan Nusantara', number: 'halaman' },
    pages: [
      [{ title: 'Literasi Keluarga di Era Digital' }, { h: 1, text: 'Pendahuluan' }, p(4), p(5), p(3)],
      [
        { h: 1, text: 'Kegiatan di Rumah' },
        p(4),
        { ul: [id(1), id(1), id(1)] },
        p(4),
        { h: 2, text: 'Peran Orang Tua' },
        p(5),
      ],
      [{ h: 1, text: 'Penutup' }, p(5), p(3)],
    ],
  },
  'jurnal-dua-kolom': {
    title: 'Motivasi Belajar dan Pendampingan Sebaya',
    author: 'Budi Santoso; Dewi Lestari',
    header: { left: 'Jurnal Ilmu Pendidikan Vol. 12 No. 2', number: 'plain' },
    footer: { number: 'dash', center: true },
    pages: [
      [
        { title: 'Motivasi Belajar dan Pendampingan Sebaya' },
        { bold: 'Abstrak' },
        p(4),
        {
          columns: [
            { h: 2, text: '1. Pendahuluan' },
            { p: `${id(3)}${note(id(1))} ${id(2)}` },
            p(4),
            { h: 2, text: '2. Metode' },
            p(4),
            p(3),
          ],
        },
      ],
      [
        {
          columns: [
            { h: 2, text: '3. Hasil' },
            p(5),
            { p: `${id(2)}${note(id(1))} ${id(3)}` },
            p(4),
            { h: 2, text: '4. Pembahasan' },
            p(5),
            p(4),
          ],
        },
      ],
      [
        {
          columns: [{ h: 2, text: '5. Simpulan' }, p(4), p(3), { h: 2, text: 'Daftar Pustaka' }, p(2), p(2)],
        },
      ],
    ],
  },
  'laporan-tabel': {
    title: 'Laporan Kegiatan Perpustakaan Desa 2024',
    author: 'Tim Perpustakaan',
    footer: { number: 'plain', center: true },
    pages: [
      [
        { h: 1, text: 'Ringkasan Kegiatan' },
        p(3),
        {
          table: [
            ['Bulan', 'Pengunjung', 'Buku Dipinjam', 'Kegiatan'],
            ['Januari', '412', '230', 'Lomba membaca'],
            ['Februari', '388', '251', 'Kelas menulis'],
            ['Maret', '455', '298', 'Pameran buku'],
            ['April', '501', '320', 'Dongeng anak'],
          ],
        },
        p(3),
        { ol: [id(1), id(1), id(1), id(1)] },
      ],
      [
        { h: 1, text: 'Anggaran' },
        p(2),
        {
          table: [
            ['Pos', 'Jumlah (Rp)'],
            ['Pengadaan buku', '12.500.000'],
            ['Honor relawan', '6.000.000'],
            ['Perawatan ruang', '3.250.000'],
            ['Total', '21.750.000'],
          ],
        },
        p(4),
      ],
    ],
  },
  'english-two-column': {
    title: 'Peer Tutoring in Rural Schools',
    author: 'Anna Wijaya',
    header: { left: 'Education Review', number: 'page' },
    pages: [
      [
        { title: 'Peer Tutoring in Rural Schools' },
        {
          columns: [
            { h: 2, text: 'Introduction' },
            { p: `${en(3)}${note(en(1))} ${en(2)}` },
            pe(4),
            { h: 2, text: 'Method' },
            pe(5),
            pe(4),
            pe(3),
          ],
        },
      ],
      [
        {
          columns: [
            { h: 2, text: 'Findings' },
            pe(5),
            pe(4),
            { p: `${en(2)}${note(en(1))} ${en(2)}` },
            { h: 2, text: 'Conclusion' },
            pe(5),
            pe(3),
          ],
        },
      ],
    ],
  },
  'modul-ajar': {
    title: 'Modul Ajar Bahasa Indonesia Kelas VII',
    author: 'Guru Penggerak',
    roman: true,
    footer: { left: 'Modul Ajar Bahasa Indonesia', number: 'plain' },
    pages: [
      [
        { h: 1, text: 'Tujuan Pembelajaran' },
        p(2),
        { ol: [id(1), id(1), id(1)] },
        { h: 2, text: 'Profil Pelajar' },
        { ul: [id(1), id(1)] },
        { h: 3, text: 'Sarana dan Prasarana' },
        p(3),
      ],
      [
        { h: 1, text: 'Kegiatan Inti' },
        { h: 2, text: 'Pertemuan Pertama' },
        p(4),
        { ol: [id(1), id(1), id(1), id(1)] },
        { h: 3, text: 'Asesmen' },
        p(3),
      ],
      [{ h: 2, text: 'Pertemuan Kedua' }, p(5), { ul: [id(1), id(1), id(1)] }, p(2)],
    ],
  },
  'memo-singkat': {
    title: 'Memo Internal',
    author: 'Sekretariat',
    pages: [[{ h: 2, text: 'Pemberitahuan Rapat Tahunan' }, p(3), p(2), { ul: [id(1), id(1)] }, p(1)]],
  },
  'campuran-tabel-kolom': {
    title: 'Laporan Program Beasiswa',
    author: 'Yayasan Cerdas',
    header: { left: 'Laporan Program Beasiswa 2024', number: 'hal' },
    pages: [
      [
        { h: 1, text: 'Gambaran Umum' },
        { columns: [p(4), p(4), p(3)] },
        {
          table: [
            ['Provinsi', 'Penerima', 'Lulus Tepat Waktu'],
            ['Jawa Tengah', '120', '108'],
            ['Nusa Tenggara Timur', '85', '71'],
            ['Kalimantan Barat', '64', '58'],
          ],
        },
        { columns: [p(3), p(4)] },
      ],
      [{ h: 1, text: 'Rekomendasi' }, { columns: [p(4), { ul: [id(1), id(1)] }, p(4)] }, p(3)],
    ],
  },
  'buletin-kolom-sempit': {
    title: 'Buletin Kreator',
    author: 'Redaksi',
    bodySize: 10,
    gutter: '0.6cm',
    header: { left: 'Buletin Kreator Edisi 7', number: 'dash' },
    pages: [
      [
        { title: 'Buletin Kreator' },
        {
          columns: [
            { h: 2, text: 'Kabar Utama' },
            p(5),
            p(5),
            p(4),
            { h: 2, text: 'Tips Menulis' },
            p(5),
            p(4),
            p(4),
          ],
        },
      ],
      [
        {
          columns: [
            { h: 2, text: 'Profil Penulis' },
            p(5),
            p(5),
            p(4),
            { h: 2, text: 'Agenda' },
            { ul: [id(1), id(1), id(1)] },
            p(4),
          ],
        },
      ],
    ],
  },
  'panduan-panjang': {
    title: 'Panduan Penerbitan Buku Digital',
    author: 'Pustaka',
    header: { left: 'Panduan Penerbitan Buku Digital', number: 'halaman' },
    footer: { left: 'Hak cipta dilindungi undang-undang' },
    pages: Array.from({ length: 6 }, (_, i) => [
      {
        h: 1,
        text: `Bab ${i + 1}: ${['Persiapan Naskah', 'Penyuntingan', 'Tata Letak', 'Sampul', 'Harga', 'Pemasaran'][i]}`,
      },
      p(4),
      { h: 2, text: 'Langkah-langkah' },
      { ol: [id(1), id(1), id(1)] },
      p(5),
      { p: `${id(3)}${note(id(1))}` },
    ]),
  },
  'tanya-jawab': {
    title: 'Tanya Jawab Seputar Pembayaran',
    author: 'Layanan Pelanggan',
    footer: { number: 'page', center: true },
    pages: [
      [
        { h: 1, text: 'Tanya Jawab' },
        { bold: 'Bagaimana cara membayar pesanan?' },
        p(3),
        { bold: 'Berapa lama verifikasi pembayaran?' },
        p(2),
        { bold: 'Apakah bisa meminta pengembalian dana?' },
        p(4),
      ],
      [
        { bold: 'Bagaimana jika unduhan gagal?' },
        p(3),
        { bold: 'Siapa yang dapat saya hubungi?' },
        p(2),
        pe(3),
      ],
    ],
  },
  'jadwal-tabel': {
    title: 'Jadwal Pelatihan Guru',
    author: 'Dinas Pendidikan',
    header: { left: 'Jadwal Pelatihan Guru Semester Ganjil', number: 'plain' },
    pages: [
      [
        { h: 1, text: 'Jadwal Pelatihan' },
        p(2),
        {
          table: [
            ['Hari', 'Waktu', 'Materi', 'Pemateri'],
            ['Senin', '08.00–10.00', 'Pembelajaran berbasis proyek', 'Dr. Rina'],
            ['Selasa', '09.00–11.30', 'Asesmen formatif', 'Agus, M.Pd.'],
            ['Rabu', '13.00–15.00', 'Literasi digital', 'Maya'],
            ['Kamis', '08.00–12.00', 'Kurikulum merdeka', 'Tim Pusat'],
            ['Jumat', '08.00–09.30', 'Refleksi', 'Semua peserta'],
          ],
        },
        p(3),
      ],
    ],
  },
  'cerpen-inden': {
    title: 'Perahu Kertas di Sungai Kapuas',
    author: 'Rahmat Hidayat',
    ragged: false,
    header: { left: 'Kumpulan Cerpen Tepian', number: 'plain' },
    footer: { number: 'dash', center: true },
    pages: [
      [
        { h: 2, text: 'Perahu Kertas di Sungai Kapuas' },
        p(4, { indent: true }),
        p(3, { indent: true }),
        p(5, { indent: true }),
        p(4, { indent: true }),
        p(3, { indent: true }),
      ],
      [p(5, { indent: true }), p(4, { indent: true }), p(4, { indent: true }), p(5, { indent: true })],
    ],
  },
  'koran-tiga-kolom': {
    title: 'Kabar Kampung',
    author: 'Redaksi Kabar Kampung',
    bodySize: 9.5,
    gutter: '0.5cm',
    header: { left: 'Kabar Kampung — Edisi Minggu', number: 'hal' },
    pages: [
      [
        { title: 'Kabar Kampung' },
        {
          columns: [
            { h: 2, text: 'Sekolah Baru' },
            p(5),
            p(4),
            { h: 2, text: 'Pasar Pagi' },
            p(5),
            p(4),
            p(5),
            { h: 2, text: 'Kerja Bakti' },
            p(4),
            p(5),
          ],
          count: 3,
        },
      ],
      [
        {
          columns: [
            { h: 2, text: 'Sastra' },
            p(5),
            p(5),
            pe(4),
            { h: 2, text: 'Surat Pembaca' },
            p(4),
            p(5),
            p(4),
          ],
          count: 3,
        },
      ],
    ],
  },
  'makalah-rata-kiri': {
    title: 'Energi Terbarukan di Sekolah',
    author: 'Kelompok 3',
    ragged: true,
    footer: { left: 'Makalah IPA', number: 'halaman' },
    pages: [
      [
        { title: 'Energi Terbarukan di Sekolah' },
        { h: 1, text: 'Latar Belakang' },
        { p: `${id(3)}${note(id(1))} ${id(2)}` },
        p(4),
        { h: 1, text: 'Rumusan Masalah' },
        { ol: [id(1), id(1)] },
      ],
      [
        { h: 1, text: 'Pembahasan' },
        p(5),
        { p: `${id(2)}${note(id(1))}` },
        { ul: [id(1), id(1), id(1)] },
        p(3),
      ],
    ],
  },
};

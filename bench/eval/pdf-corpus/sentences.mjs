// Sentences the PDF corpus is written from: Indonesian (with reduplicated words, affixed long words, numbers
// and abbreviations) and English, on the topics of the marketplace. Paragraphs draw from them in a fixed order.

export const INDONESIAN = [
  'Pendidikan yang berkelanjutan membutuhkan kerja sama antara sekolah, orang tua, dan masyarakat setempat.',
  'Anak-anak di daerah terpencil sering kali harus berjalan berkilo-kilometer untuk mencapai sekolah terdekat.',
  'Pemerintah daerah menyediakan anggaran sebesar Rp 2,5 miliar untuk perbaikan perpustakaan desa pada tahun 2024.',
  'Para penulis muda bersama-sama menerbitkan kumpulan cerita pendek yang kemudian dibaca di berbagai komunitas.',
  'Perkembangan teknologi informasi mengubah cara masyarakat memperoleh pengetahuan dan berbagi pengalaman sehari-hari.',
  'Kebudayaan lokal tetap menjadi sumber inspirasi bagi pengembangan kurikulum yang kontekstual dan bermakna.',
  'Di pasar tradisional, sayur-mayur segar dijual sejak subuh oleh pedagang yang datang dari desa-desa sekitar.',
  'Langit sore berwarna kemerah-merahan ketika para nelayan kembali ke pelabuhan membawa hasil tangkapan.',
  'Keterampilan membaca pemahaman merupakan fondasi bagi keberhasilan peserta didik di semua mata pelajaran.',
  'Setiap pendidik perlu mempertimbangkan kebutuhan belajar yang beragam dan latar belakang sosial siswanya.',
  'Penelitian ini menggunakan pendekatan kualitatif dengan teknik wawancara mendalam dan observasi partisipatif.',
  'Data dikumpulkan dari 120 responden yang tersebar di lima kabupaten di Provinsi Jawa Tengah.',
  'Hasil analisis menunjukkan bahwa motivasi belajar meningkat secara signifikan setelah program pendampingan.',
  'Kegiatan literasi keluarga mendorong orang tua untuk membacakan buku kepada anak-anak setiap malam.',
  'Ekonomi kreatif memberikan kesempatan kepada para pembuat konten untuk memperoleh penghasilan yang layak.',
  'Platform digital memudahkan kreator memasarkan karya mereka kepada pembaca di seluruh Nusantara.',
  'Pembayaran dapat dilakukan melalui transfer bank, dompet elektronik, atau gerai ritel terdekat.',
  'Koperasi sekolah mengelola penjualan buku tulis, seragam, dan perlengkapan praktikum secara transparan.',
  'Pelatihan guru diselenggarakan secara berkala untuk memperkenalkan metode pembelajaran yang interaktif.',
  'Kesadaran lingkungan tumbuh ketika siswa terlibat langsung dalam kegiatan menanam pohon di halaman sekolah.',
  'Pengelolaan sampah plastik menjadi tantangan besar bagi kota-kota pesisir yang padat penduduk.',
  'Masyarakat adat memiliki pengetahuan turun-temurun tentang pelestarian hutan dan sumber mata air.',
  'Dalam rapat tahunan, pengurus menyampaikan laporan keuangan serta rencana kerja untuk periode berikutnya.',
  'Keberhasilan program ini tidak terlepas dari dukungan relawan yang bekerja tanpa mengenal lelah.',
  'Buku elektronik semakin diminati karena harganya terjangkau dan mudah dibawa ke mana-mana.',
  'Penerbit independen berperan penting dalam memperkaya keragaman bacaan bagi generasi muda.',
  'Peserta diharapkan hadir tepat waktu dan membawa kartu identitas serta bukti pendaftaran.',
  'Sistem penilaian berbasis proyek memberi ruang bagi siswa untuk menunjukkan kreativitas dan kemandirian.',
  'Kupu-kupu beraneka warna beterbangan di taman kota yang baru saja direnovasi oleh pemerintah setempat.',
  'Rumah-rumah panggung di tepi sungai dibangun dengan kayu ulin yang tahan terhadap kelembapan.',
  'Pertanyaan-pertanyaan kritis dari mahasiswa menunjukkan bahwa diskusi kelas berlangsung dengan hidup.',
  'Kebijakan tersebut dievaluasi setiap enam bulan berdasarkan masukan dari para pemangku kepentingan.',
  'Ketersediaan jaringan internet yang stabil masih menjadi kendala utama pembelajaran daring di pedesaan.',
  'Perpustakaan keliling mengunjungi sekolah-sekolah dasar dua kali dalam sebulan dengan membawa ratusan judul buku.',
  'Tradisi gotong royong memperkuat rasa kebersamaan warga dalam membangun fasilitas umum.',
  'Bahasa daerah diajarkan sebagai muatan lokal agar generasi muda tetap mengenal akar budayanya.',
  'Pameran kerajinan tangan menampilkan batik, tenun ikat, dan anyaman bambu dari berbagai provinsi.',
  'Kualitas pertanyaan dalam ujian akhir ditinjau kembali oleh tim pengembang kurikulum.',
  'Pendapatan penjualan kursus daring meningkat 35% dibandingkan dengan periode yang sama tahun lalu.',
  'Mereka berjalan mondar-mandir di lorong sambil menunggu pengumuman hasil seleksi beasiswa.',
  'Pemanfaatan energi terbarukan di sekolah membantu menghemat biaya listrik hingga seperempatnya.',
  'Peraturan baru mewajibkan setiap penyelenggara kursus untuk mencantumkan informasi harga secara jelas.',
  'Kemampuan berpikir kritis dan komunikasi efektif termasuk kompetensi abad ke-21 yang paling dicari.',
  'Orang tua dapat memantau perkembangan belajar anak melalui aplikasi yang terhubung dengan sekolah.',
  'Tim redaksi memeriksa naskah secara cermat sebelum buku diterbitkan dalam format cetak maupun digital.',
];

export const ENGLISH = [
  'Open educational resources lower the cost of textbooks for students in developing regions.',
  'The survey was distributed to 240 teachers, of whom 187 returned complete questionnaires.',
  'Creators retain the copyright of their work and grant the platform a licence to distribute it.',
  'A well-known challenge in digital publishing is keeping file sizes small without losing quality.',
  'The committee recommended a phased rollout, beginning with three pilot schools in the first semester.',
  'Readers can highlight passages, add notes, and synchronise their progress across several devices.',
  'Payments are settled weekly, and creators receive a detailed statement for every transaction.',
  'The findings suggest that peer tutoring improves both reading fluency and classroom participation.',
  'Accessibility guidelines require sufficient contrast, descriptive headings, and alternative text for images.',
  'Our analysis covers the period from January 2021 to December 2023 across four provinces.',
  'Independent bookshops remain important meeting places for writers, readers, and local communities.',
  'The interface was translated into Indonesian and English, and further languages are planned.',
  'Teachers reported that short weekly quizzes helped them identify misconceptions early.',
  'Long-term funding is essential if community libraries are to remain open after the grant period.',
  'The results were consistent across urban and rural schools, with only minor regional differences.',
  'Participants emphasised the value of mentoring relationships in sustaining their creative practice.',
];

/** A deterministic sequence of sentences, so the corpus is the same on every machine. */
export function sentencePicker(pool, seed) {
  let state = seed >>> 0 || 1;
  return (count) => {
    const picked = [];
    for (let i = 0; i < count; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      picked.push(pool[(state >>> 16) % pool.length]);
    }
    return picked.join(' ');
  };
}

// The web corpus's own sentences, comments and teaser headlines, on top of the PDF corpus's sentences.
/** Sentences only the article bodies use, on top of the PDF corpus's, so pages differ from one another. */
export const MORE_ID = [
  'Harga kopi arabika di tingkat petani naik menjadi Rp 85.000 per kilogram pada pekan lalu.',
  'Kepala dinas menjelaskan bahwa program ini akan dievaluasi setiap tiga bulan sekali.',
  'Warga berharap jalan desa yang rusak segera diperbaiki sebelum musim hujan tiba.',
  'Menurut data Badan Pusat Statistik, jumlah wisatawan mancanegara meningkat 12 persen.',
  'Sejumlah sekolah di Jawa Barat mulai menerapkan kurikulum baru secara bertahap.',
  'Ia mengatakan, kerja sama dengan pelaku usaha kecil menjadi kunci pemulihan ekonomi.',
  'Pemerintah kota menyiapkan 40 bus listrik untuk melayani rute baru mulai bulan depan.',
  'Hujan deras sejak sore membuat beberapa ruas jalan tergenang hingga setinggi lutut.',
  'Festival budaya tahunan itu menghadirkan lebih dari 300 penampil dari berbagai daerah.',
  'Pihak rumah sakit memastikan stok obat-obatan aman hingga akhir tahun.',
  'Tim peneliti menemukan spesies anggrek baru di lereng Gunung Halimun.',
  'Bank sentral mempertahankan suku bunga acuan di level 6 persen untuk menjaga stabilitas rupiah.',
  'Para pedagang mengeluhkan sepinya pembeli sejak pasar dipindahkan ke lokasi sementara.',
  'Dalam rapat tersebut, anggota dewan meminta transparansi penggunaan dana desa.',
  'Kegiatan bersih pantai diikuti ratusan relawan dari kalangan pelajar dan mahasiswa.',
];
export const MORE_EN = [
  'The city council approved the budget after a debate that lasted more than six hours.',
  'Shipping costs have fallen sharply since the spring, according to industry figures.',
  'Engineers expect the bridge to reopen to traffic by the end of the month.',
  'She said the new policy would make it easier for small businesses to hire apprentices.',
  'Rainfall in the region was forty percent below average for the third year in a row.',
  'The museum will extend its opening hours during the school holidays.',
  'Analysts had forecast a smaller increase, citing weak demand in overseas markets.',
  'Volunteers planted more than two thousand trees along the river bank on Saturday.',
  'The software update fixes a bug that caused some devices to drain their batteries overnight.',
  'Researchers followed the participants for five years and recorded their sleep patterns.',
  'Tickets sold out within minutes, and the organisers promised a second performance.',
  'The report recommends that schools publish their admission criteria in plain language.',
  'Local farmers have switched to drought-resistant varieties of maize and sorghum.',
  'In a statement, the company apologised for the delay and offered refunds to customers.',
  'Construction of the new library is expected to cost around twelve million dollars.',
];
export const COMMENTS_ID = [
  'Mantap beritanya, semoga cepat terealisasi ya min.',
  'Kapan ya daerah saya dapat giliran juga, sudah lama menunggu.',
  'Setuju banget, tapi pengawasannya harus ketat biar nggak diselewengkan.',
  'Wah keren, saya dulu pernah ke sana waktu liburan sekolah.',
  'Informasi yang sangat bermanfaat, terima kasih sudah berbagi.',
  'Hmm, saya kurang yakin ini bakal jalan, lihat saja nanti.',
];
export const COMMENTS_EN = [
  'Great write-up, thanks for taking the time to explain this so clearly.',
  'I tried this last week and it worked perfectly on my laptop, cheers!',
  'Not sure I agree with the second point, but interesting read overall.',
  'Does anyone know whether this applies to older versions as well?',
  'Bookmarked. I have been looking for something like this for ages.',
  'This is exactly what our team needed, sharing it with everyone now.',
];
export const TEASERS_ID = [
  'Daftar Lengkap Libur Nasional dan Cuti Bersama Tahun Depan',
  'Cara Cek Penerima Bantuan Sosial Lewat Ponsel, Simak Langkahnya',
  'Prakiraan Cuaca Hari Ini: Hujan Ringan di Sebagian Wilayah',
  'Harga Emas Antam Turun Tipis Pagi Ini',
  'Timnas Indonesia Bersiap Hadapi Laga Penentuan di Kandang',
  'Viral Warga Temukan Ular Sanca di Plafon Rumah',
  'Kemacetan Panjang Terjadi di Tol Menjelang Akhir Pekan',
  '5 Tempat Wisata Baru yang Ramai Dikunjungi Saat Liburan',
];
export const TEASERS_EN = [
  'How to Choose a Laptop for University: A Practical Guide',
  'Why the Housing Market Is Cooling Faster Than Expected',
  'The Best Hiking Trails Within Two Hours of the City',
  'Five Questions to Ask Before Signing a Rental Agreement',
  'Inside the Race to Build Cheaper Batteries',
  'What the New Visa Rules Mean for International Students',
  'A Beginner’s Guide to Growing Tomatoes on a Balcony',
  'Ten Podcasts Worth Your Commute This Autumn',
];

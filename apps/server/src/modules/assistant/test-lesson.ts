/** A lesson the assistant's suites ask about: definitions, numbers with units, years and names. */
export const LESSON = `# Sejarah Candi Borobudur

Candi Borobudur adalah candi Buddha terbesar di dunia yang terletak di Magelang, Jawa Tengah. Candi ini dibangun pada tahun 800 oleh Dinasti Syailendra. Tinggi candi aslinya mencapai 42 meter sebelum direnovasi.

Borobudur ditinggalkan pada abad ke-14 karena melemahnya kerajaan Hindu-Buddha di Jawa. Pada tahun 1814, Thomas Stamford Raffles menerima laporan tentang candi ini. Pemugaran besar dilakukan oleh UNESCO antara tahun 1975 dan 1982.

# Candi Prambanan

Candi Prambanan adalah kompleks candi Hindu yang dibangun pada abad ke-9. Kompleks ini memiliki 240 candi dengan candi utama setinggi 47 meter. Prambanan terletak sekitar 17 km dari Yogyakarta dan dikelola oleh PT Taman Wisata Candi.

Stupa adalah bangunan berbentuk kubah yang menyimpan relik Buddha. Relief adalah pahatan gambar pada dinding batu yang bercerita.`;

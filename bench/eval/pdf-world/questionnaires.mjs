// Numbered short items in two and three columns, as questionnaires and exercise sheets set them: the
// lines are short in both columns, so nothing but the gutter says where a column ends. Written as
// descriptions for ../pdf-corpus/fodt.mjs.

const QUESTIONS_ID = [
  'Berapa umur Anda?',
  'Di kota mana Anda tinggal?',
  'Apa pekerjaan Anda?',
  'Berapa buku Anda baca setahun?',
  'Di mana Anda biasa membaca?',
  'Kapan waktu membaca favorit Anda?',
  'Apakah Anda punya kartu perpustakaan?',
  'Seberapa sering Anda ke perpustakaan?',
  'Buku apa yang terakhir Anda baca?',
  'Siapa penulis favorit Anda?',
  'Apakah Anda membaca buku digital?',
  'Perangkat apa yang Anda pakai?',
  'Berapa lama Anda membaca sehari?',
  'Apakah anak Anda suka membaca?',
  'Siapa yang memilihkan bukunya?',
  'Apakah Anda ikut klub buku?',
  'Berapa anggaran buku sebulan?',
  'Di mana Anda membeli buku?',
  'Apakah Anda meminjam dari teman?',
  'Apa yang membuat Anda berhenti membaca?',
];

const EXERCISES_EN = [
  'Name two rivers in Java.',
  'What is the capital of Bali?',
  'Spell the word "library".',
  'Add 17 and 25.',
  'Write a word that rhymes with "book".',
  'Which month comes after May?',
  'Name a mammal that swims.',
  'How many legs has a spider?',
  'What colour is the sky at noon?',
  'Count the vowels in "education".',
  'What is half of 64?',
  'Name an island east of Java.',
  'Write the plural of "child".',
  'What do bees make?',
  'Which planet is nearest the Sun?',
];

export const questionnaires = {
  'multi-column-kuesioner': {
    title: 'Kuesioner Kebiasaan Membaca',
    author: 'Tim Survei',
    ragged: true,
    pages: [
      [
        { title: 'Kuesioner Kebiasaan Membaca' },
        {
          p: 'Jawablah pertanyaan berikut dengan singkat dan jujur. Jawaban Anda hanya dipakai untuk penelitian.',
        },
        { columns: [{ ol: QUESTIONS_ID }], count: 2 },
      ],
    ],
  },
  'multi-column-exercises': {
    title: 'Exercise Sheet',
    author: 'Class 5',
    ragged: true,
    pages: [
      [
        { title: 'Exercise Sheet' },
        { p: 'Answer every question in one short line. You have twenty minutes.' },
        { columns: [{ ol: EXERCISES_EN }], count: 3 },
      ],
    ],
  },
};

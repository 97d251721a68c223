import type { DeckOutlineItem, SlideTone } from '@pustaka/contract';

/**
 * The built-in generator's outline for a bare topic: a sound talk structure whose points say what to put
 * there. It is a draft, and the screens say so; nothing here pretends to know the topic.
 */

type Step = { id: [string, string[]]; en: [string, string[]] };

const STEPS: Step[] = [
  {
    id: [
      'Mengapa {t} penting',
      ['Masalah yang ingin dijawab', 'Siapa yang merasakannya', 'Akibatnya bila diabaikan'],
    ],
    en: ['Why {t} matters', ['The problem it answers', 'Who feels it', 'What happens if it is ignored']],
  },
  {
    id: ['Konsep dasar {t}', ['Definisi singkat', 'Istilah yang perlu dikenal', 'Contoh sehari-hari']],
    en: ['The basics of {t}', ['A short definition', 'Terms to know', 'An everyday example']],
  },
  {
    id: ['Latar belakang', ['Sejarah singkat', 'Keadaan saat ini', 'Data atau fakta pendukung']],
    en: ['Background', ['A short history', 'Where things stand now', 'Supporting facts or figures']],
  },
  {
    id: ['Tujuan yang ingin dicapai', ['Tujuan utama', 'Ukuran keberhasilan', 'Batasan yang disepakati']],
    en: ['What we want to achieve', ['The main goal', 'How success is measured', 'Agreed limits']],
  },
  {
    id: [
      'Komponen utama',
      ['Komponen pertama dan perannya', 'Komponen kedua dan perannya', 'Hubungan antarkomponen'],
    ],
    en: [
      'Key components',
      ['The first component and its role', 'The second and its role', 'How they connect'],
    ],
  },
  {
    id: [
      'Langkah demi langkah',
      ['Langkah 1: persiapan', 'Langkah 2: pelaksanaan', 'Langkah 3: pemeriksaan hasil'],
    ],
    en: ['Step by step', ['Step 1: prepare', 'Step 2: carry out', 'Step 3: check the result']],
  },
  {
    id: ['Contoh penerapan', ['Contoh di sekolah atau kantor', 'Contoh di rumah', 'Hasil yang terlihat']],
    en: ['Examples in practice', ['At school or at work', 'At home', 'The visible results']],
  },
  {
    id: ['Studi kasus', ['Situasi awal', 'Apa yang dilakukan', 'Pelajaran yang didapat']],
    en: ['Case study', ['The starting point', 'What was done', 'What was learned']],
  },
  {
    id: ['Tantangan umum', ['Tantangan teknis', 'Tantangan kebiasaan', 'Tantangan biaya dan waktu']],
    en: ['Common challenges', ['Technical challenges', 'Habits', 'Cost and time']],
  },
  {
    id: [
      'Cara mengatasinya',
      ['Solusi untuk tiap tantangan', 'Siapa yang bisa membantu', 'Sumber daya yang tersedia'],
    ],
    en: ['How to overcome them', ['A fix for each challenge', 'Who can help', 'Resources at hand']],
  },
  {
    id: [
      'Tips praktis',
      ['Tips yang bisa dicoba hari ini', 'Kebiasaan kecil yang berdampak', 'Alat yang memudahkan'],
    ],
    en: ['Practical tips', ['Tips to try today', 'Small habits with an effect', 'Tools that help']],
  },
  {
    id: [
      'Kesalahan yang perlu dihindari',
      ['Kesalahan yang paling sering', 'Tanda-tanda awalnya', 'Cara mencegahnya'],
    ],
    en: ['Mistakes to avoid', ['The most common mistake', 'Early signs', 'How to prevent it']],
  },
  {
    id: ['Data dan angka', ['Angka kunci', 'Perbandingan', 'Apa artinya bagi kita']],
    en: ['Data and figures', ['Key numbers', 'A comparison', 'What it means for us']],
  },
  {
    id: ['Sumber belajar lanjutan', ['Buku dan artikel', 'Kursus atau komunitas', 'Orang yang bisa ditanya']],
    en: ['Where to learn more', ['Books and articles', 'Courses or communities', 'People to ask']],
  },
  {
    id: [
      'Rencana tindak lanjut',
      ['Apa yang dilakukan minggu ini', 'Target satu bulan', 'Cara memantau kemajuan'],
    ],
    en: ['Next steps', ['This week', 'A one-month target', 'How to track progress']],
  },
];

const CLOSING: Record<SlideTone, { id: [string, string[]]; en: [string, string[]] }> = {
  educational: {
    id: ['Ringkasan', ['Tiga hal yang perlu diingat', 'Pertanyaan untuk diskusi']],
    en: ['Summary', ['Three things to remember', 'Questions for discussion']],
  },
  formal: {
    id: ['Kesimpulan dan rekomendasi', ['Kesimpulan utama', 'Rekomendasi', 'Tindak lanjut']],
    en: ['Conclusions and recommendations', ['Main conclusion', 'Recommendations', 'Follow-up']],
  },
  casual: {
    id: ['Yuk, dirangkum!', ['Yang paling seru tadi', 'Coba sendiri di rumah']],
    en: ["Let's wrap up", ['The best bits', 'Try it yourself']],
  },
  persuasive: {
    id: ['Ayo mulai sekarang', ['Manfaat yang didapat', 'Langkah pertama yang mudah', 'Hubungi kami']],
    en: ['Start today', ['What you gain', 'An easy first step', 'Get in touch']],
  },
};

/** `count` outline items: a title slide, the middle steps, and a closing that fits the tone. */
export function topicSkeleton(
  topic: string,
  audience: string,
  language: 'id' | 'en',
  tone: SlideTone,
  count: number,
): DeckOutlineItem[] {
  const shortTopic = topic.length > 80 ? `${topic.slice(0, 77).trimEnd()}…` : topic;
  const fill = (text: string) => text.replaceAll('{t}', shortTopic);
  const middle: DeckOutlineItem[] = [];
  for (let i = 0; i < count - 2; i++) {
    const step = STEPS[i % STEPS.length];
    if (!step) break;
    const [title, points] = step[language];
    const round = Math.floor(i / STEPS.length);
    const suffix = round === 0 ? '' : language === 'id' ? ` (bagian ${round + 1})` : ` (part ${round + 1})`;
    middle.push({ title: fill(title) + suffix, points: points.map(fill) });
  }
  const [closingTitle, closingPoints] = CLOSING[tone][language];
  const forWhom = audience ? (language === 'id' ? `Untuk ${audience}` : `For ${audience}`) : '';
  return [
    { title: shortTopic, points: forWhom ? [forWhom] : [], layout: 'title' },
    ...middle,
    { title: closingTitle, points: closingPoints },
  ];
}

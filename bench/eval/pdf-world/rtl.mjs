// Right-to-left documents of the public-material PDF corpus, written as HTML that LibreOffice lays out with
// Debian's Noto fonts: paragraphs with numbers and Latin words inside, a heading and a table. The expected
// text is the logical order of what is written: the order a reader reads, table cells from the right.

export const rtlDocuments = {
  'rtl-arabic': {
    lang: 'ar',
    font: 'Noto Naskh Arabic',
    heading: 'تقرير برنامج القراءة في المدارس',
    paragraphs: [
      'بدأ برنامج القراءة في عام 2024 في عشرين مدرسة، وارتفعت نسبة الطلاب الذين يقرؤون كل يوم إلى 45 في المئة. استخدم المعلمون ملفات PDF وتطبيق Pustaka لمتابعة التقدم في كل صف.',
      'شارك أولياء الأمور في جلسات مسائية مرة كل أسبوع، وقرأ الأطفال مع أسرهم قصصا قصيرة. وفي نهاية الفصل الأول جمعت المدارس 1200 كتاب جديد للمكتبات الصغيرة.',
      'يوصي التقرير بتوسيع البرنامج إلى القرى البعيدة وتدريب المتطوعين على القراءة الجهرية، مع متابعة النتائج كل ثلاثة أشهر.',
    ],
    table: [
      ['المدرسة', 'الطلاب', 'الكتب'],
      ['الأولى', '120', '340'],
      ['الثانية', '95', '210'],
      ['الثالثة', '143', '402'],
    ],
  },
  'rtl-hebrew': {
    lang: 'he',
    font: 'Noto Serif Hebrew',
    heading: 'דוח הספרייה העירונית',
    paragraphs: [
      'בשנת 2023 השאילה הספרייה יותר מ־18000 ספרים, ומספר הקוראים הצעירים עלה ב־12 אחוז. הצוות השתמש במערכת Koha ובקבצי PDF כדי לנהל את האוסף.',
      'בכל יום שלישי התקיימה שעת סיפור לילדים, ובחופשת הקיץ נפתחה פינת קריאה חדשה ליד הגן הציבורי. המתנדבים קראו עם הילדים ספרים בעברית ובערבית.',
      'בשנה הבאה תתמקד הספרייה בהרחבת האוסף הדיגיטלי ובהדרכת מבוגרים בשימוש במחשב.',
    ],
    table: [
      ['חודש', 'השאלות', 'קוראים חדשים'],
      ['ינואר', '1450', '32'],
      ['פברואר', '1380', '27'],
      ['מרץ', '1620', '41'],
    ],
  },
  'rtl-persian': {
    lang: 'fa',
    font: 'Noto Naskh Arabic',
    heading: 'گزارش کتابخانه‌های روستایی',
    paragraphs: [
      'در سال 2022 بیش از 60 کتابخانه کوچک در روستاها راه‌اندازی شد و هر کتابخانه به طور میانگین 350 کتاب دارد. داوطلبان با نرم‌افزار Excel فهرست کتاب‌ها را نگه می‌دارند.',
      'کودکان هر هفته دو بار به کتابخانه می‌آیند و معلمان برای آنها داستان می‌خوانند. خانواده‌ها نیز می‌توانند کتاب‌ها را برای دو هفته امانت بگیرند.',
      'هدف سال آینده افزودن کتاب‌های صوتی و برگزاری کلاس‌های نویسندگی برای نوجوانان است.',
    ],
    table: [
      ['استان', 'کتابخانه', 'کتاب'],
      ['فارس', '14', '4900'],
      ['گیلان', '11', '3800'],
      ['کرمان', '9', '3100'],
    ],
  },
};

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML LibreOffice converts, and the text a perfect extractor gives for it. */
export function writeRtlDocument(doc) {
  const html = `<!DOCTYPE html><html lang="${doc.lang}"><head><meta charset="utf-8"><style>body,p,td{font-family:'${doc.font}';font-size:12pt}</style></head><body dir="rtl">
<h2 dir="rtl" style="font-family:'${doc.font}'">${escapeHtml(doc.heading)}</h2>
${doc.paragraphs.map((p) => `<p dir="rtl">${escapeHtml(p)}</p>`).join('\n')}
<table dir="rtl" border="1" cellpadding="4" width="60%">${doc.table
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('')}</table>
</body></html>
`;
  const expected = [doc.heading, ...doc.paragraphs, doc.table.map((row) => row.join('\t')).join('\n')].join(
    '\n\n',
  );
  return { html, expected };
}

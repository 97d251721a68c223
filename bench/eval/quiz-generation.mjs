// Measures the built-in quiz question writer on texts it has never seen:
//   npm run eval:quiz-generation -- --source <folder of .txt / .md files>
// For each text it asks for 30 questions of every type, in the text's own language, and checks each one
// with the same rules the tests use: the answer is in the cited sentence, the wrong options are not and
// are not the answer in another form, no question repeats. Then it times the writer (questions per second).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { proposeOffline } from '../../apps/server/src/modules/assistant/offline/quiz-generator.ts';
import { qualityOf } from '../../apps/server/src/modules/assistant/quality.ts';

const { values } = parseArgs({ options: { source: { type: 'string' }, count: { type: 'string' } } });
if (!values.source) {
  console.error('usage: npm run eval:quiz-generation -- --source <folder> [--count 30]');
  process.exit(2);
}
const count = Number(values.count ?? 30);
const TYPES = ['single_choice', 'multiple_choice', 'true_false', 'short_answer'];

/** Indonesian when its everyday little words outnumber English ones. */
function languageOf(text) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const id = words.filter((w) =>
    ['yang', 'dan', 'di', 'adalah', 'dengan', 'untuk', 'ini'].includes(w),
  ).length;
  const en = words.filter((w) => ['the', 'and', 'of', 'is', 'to', 'with', 'this'].includes(w)).length;
  return id > en ? 'id' : 'en';
}

const files = readdirSync(values.source)
  .filter((name) => /\.(txt|md)$/i.test(name))
  .sort();
if (files.length === 0) {
  console.error(`no .txt or .md files in ${values.source}`);
  process.exit(2);
}

const total = { questions: 0, answerInPassage: 0, cleanDistractors: 0, duplicates: 0 };
const byType = {};
let words = 0;
const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
console.log(
  'file                           lang  words  questions  answer-in-passage  clean-distractors  duplicates',
);
for (const name of files) {
  const markdown = readFileSync(path.join(values.source, name), 'utf8');
  const language = languageOf(markdown);
  const questions = proposeOffline({ markdown, count, language, types: TYPES });
  const report = qualityOf(questions);
  for (const key of Object.keys(total)) total[key] += report[key];
  for (const q of questions) byType[q.type] = (byType[q.type] ?? 0) + 1;
  const fileWords = markdown.split(/\s+/).length;
  words += fileWords;
  console.log(
    `${name.padEnd(30)} ${language.padEnd(5)} ${String(fileWords).padStart(5)}  ${String(report.questions).padStart(9)}  ${pct(report.answerInPassage, report.questions).padStart(17)}  ${pct(report.cleanDistractors, report.questions).padStart(17)}  ${String(report.duplicates).padStart(10)}`,
  );
}

// Speed: every file again, several rounds, after the first pass warmed the code up.
const texts = files.map((name) => readFileSync(path.join(values.source, name), 'utf8'));
const rounds = 5;
let made = 0;
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  for (const markdown of texts) {
    made += proposeOffline({ markdown, count, language: languageOf(markdown), types: TYPES }).length;
  }
}
const seconds = (performance.now() - started) / 1000;

console.log('');
console.log(
  `texts: ${files.length} (${words} words), questions: ${total.questions} ${JSON.stringify(byType)}`,
);
console.log(`answer found in the cited passage: ${pct(total.answerInPassage, total.questions)} (goal 100 %)`);
console.log(
  `distractors absent from the passage and distinct from the answer: ${pct(total.cleanDistractors, total.questions)} (goal 100 %)`,
);
console.log(`duplicate questions: ${total.duplicates} (goal 0)`);
console.log(
  `questions per second: ${(made / seconds).toFixed(0)} (${made} questions in ${seconds.toFixed(2)} s, ${rounds} rounds)`,
);

import type { AssistantQuestionType, QuestionProposal } from '@pustaka/contract';
import { z } from 'zod';
import type { ChatCompletionsClient, JsonCompletion } from '#platform/ai/chat-completions.ts';
import type { Sentence } from './offline/passages.ts';
import { answerIsInPassage, comparable, distractorsAreClean } from './quality.ts';

/**
 * The model path: the source goes to the model as numbered sentences, the model answers with questions
 * that name the sentence they come from, and the citation is taken from our own copy of that sentence (a
 * model cannot misquote it). Questions that fail the same checks as the built-in writer's are dropped.
 */

/** The most source text one request sends (about 8,000 tokens): longer sources are read from the start. */
const SOURCE_CHARS = 32_000;
/** The answer's `max_tokens` per question asked. */
const TOKENS_PER_QUESTION = 260;

const ModelQuestion = z.object({
  type: z.enum(['single_choice', 'multiple_choice', 'true_false', 'short_answer']),
  question: z.string().min(1).max(2_000),
  options: z.array(z.string().min(1).max(300)).max(8).default([]),
  correct_indexes: z.array(z.number().int().min(0)).max(8).default([]),
  correct_answer: z.boolean().nullable().default(null),
  accepted_answers: z.array(z.string().min(1).max(200)).max(10).default([]),
  explanation: z.string().min(1).max(500),
  sentence: z.number().int().min(1),
});
const ModelAnswer = z.object({ questions: z.array(ModelQuestion).max(60) });
type ModelQuestion = z.infer<typeof ModelQuestion>;

export type ModelRequest = {
  sentences: Sentence[];
  count: number;
  language: 'id' | 'en';
  types: AssistantQuestionType[];
  exclude: string[];
};

/** The numbered sentences that fit in one request. */
function sentencesSent(sentences: Sentence[]): Sentence[] {
  const sent: Sentence[] = [];
  let chars = 0;
  for (const sentence of sentences) {
    chars += sentence.text.length + 8;
    if (chars > SOURCE_CHARS) break;
    sent.push(sentence);
  }
  return sent;
}

function promptOf(request: ModelRequest, sent: Sentence[]): string {
  const language = request.language === 'id' ? 'Indonesian (Bahasa Indonesia)' : 'English';
  const lines = sent.map((s, i) => `[${i + 1}] ${s.text}`);
  return [
    `Write ${request.count} quiz questions in ${language} about the numbered source sentences below.`,
    `Allowed types: ${request.types.join(', ')}.`,
    'Rules: every question is answered by ONE source sentence, named by its number in "sentence".',
    'single_choice: 3 or 4 options, one right (correct_indexes: [i]). multiple_choice: 4 options, two or more right.',
    'The right options are written word for word in that sentence; wrong options are of the same kind',
    '(another term, number with the same unit, or name from the source) and do NOT appear in that sentence.',
    'true_false: put the statement in double quotes in the question; a true statement copies the sentence,',
    'a false one changes one term of it; set correct_answer. short_answer: accepted_answers copied from the sentence.',
    'explanation: one line saying why, citing the sentence.',
    request.exclude.length > 0 ? `Do not repeat these questions: ${request.exclude.join(' | ')}` : '',
    '',
    ...lines,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** Tokens to reserve for one request: the prompt's estimate and the answer's ceiling. */
export function expectedTokensOf(request: ModelRequest): number {
  const prompt = promptOf(request, sentencesSent(request.sentences));
  return Math.ceil(prompt.length / 3.5) + 200 + maxTokensOf(request);
}

function maxTokensOf(request: ModelRequest): number {
  return TOKENS_PER_QUESTION * request.count + 200;
}

function proposalOf(question: ModelQuestion, sentence: Sentence): QuestionProposal {
  const citation = {
    quote: sentence.text,
    heading: sentence.heading,
    paragraph: sentence.paragraph,
    page: sentence.page,
  };
  const base = {
    type: question.type,
    text: question.question.trim(),
    explanation: question.explanation,
    citation,
  };
  switch (question.type) {
    case 'true_false':
      return { ...base, correct_answer: question.correct_answer ?? undefined };
    case 'short_answer':
      return { ...base, accepted_answers: question.accepted_answers };
    default:
      return { ...base, options: question.options, correct_indexes: question.correct_indexes };
  }
}

/** Whether a proposal is a question the quiz engine would take as it is. */
function isComplete(proposal: QuestionProposal): boolean {
  switch (proposal.type) {
    case 'true_false':
      return typeof proposal.correct_answer === 'boolean';
    case 'short_answer':
      return (proposal.accepted_answers ?? []).length > 0;
    default: {
      const options = proposal.options ?? [];
      const right = proposal.correct_indexes ?? [];
      const inRange = right.every((i) => i < options.length) && new Set(right).size === right.length;
      const count = proposal.type === 'single_choice' ? right.length === 1 : right.length >= 1;
      return options.length >= 2 && inRange && count;
    }
  }
}

/**
 * Asks the model once (the client retries a broken or failed answer twice) and keeps the questions that
 * pass every check, of the types asked, none twice.
 */
export async function proposeWithModel(
  client: ChatCompletionsClient,
  request: ModelRequest,
): Promise<JsonCompletion<QuestionProposal[]>> {
  const sent = sentencesSent(request.sentences);
  const { value, usage } = await client.completeJson({
    schema: ModelAnswer,
    schemaName: 'quiz_questions',
    maxTokens: maxTokensOf(request),
    temperature: 0.3,
    messages: [
      {
        role: 'system',
        content:
          'You write fair quiz questions a reader can answer from the given source alone. Answer with JSON only.',
      },
      { role: 'user', content: promptOf(request, sent) },
    ],
  });
  const seen = new Set(request.exclude.map(comparable));
  const kept: QuestionProposal[] = [];
  for (const question of value.questions) {
    const sentence = sent[question.sentence - 1];
    if (!sentence || !request.types.includes(question.type)) continue;
    const proposal = proposalOf(question, sentence);
    const key = comparable(proposal.text);
    if (seen.has(key) || !isComplete(proposal)) continue;
    if (!answerIsInPassage(proposal) || !distractorsAreClean(proposal)) continue;
    seen.add(key);
    kept.push(proposal);
    if (kept.length === request.count) break;
  }
  return { value: kept, usage };
}

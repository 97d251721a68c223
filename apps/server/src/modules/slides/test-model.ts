import type { ChatRequestBody, PeerBehaviour } from '#platform/ai/test-peer.ts';

/** What the well-behaved model below reports for one outline and for one slide. */
export const OUTLINE_TOKENS = { prompt: 400, completion: 100 };
export const SLIDE_TOKENS = { prompt: 300, completion: 120 };

/** Answers like a model that follows the schema it is sent: an outline or a slide. */
export function wellBehavedModel(body: ChatRequestBody): PeerBehaviour {
  if (body.response_format?.json_schema?.name === 'deck_outline') {
    return {
      kind: 'answer',
      usage: OUTLINE_TOKENS,
      json: {
        slides: [
          { title: 'Energi Terbarukan', points: ['Untuk siswa'], layout: 'title' },
          { title: 'Matahari', points: ['Panel surya', 'Tanpa emisi'], layout: 'bullets' },
          { title: 'Angin', points: ['Turbin', 'Pesisir'], layout: 'bullets' },
        ],
      },
    };
  }
  return {
    kind: 'answer',
    usage: SLIDE_TOKENS,
    json: {
      layout: 'bullets',
      title: 'Slide dari model',
      subtitle: '',
      bullets: ['Poin pertama', 'Poin kedua'],
      secondary: [],
      quote: null,
      chart: null,
      notes: 'Catatan pembicara.',
    },
  };
}

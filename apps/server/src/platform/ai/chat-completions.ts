import { z } from 'zod';

/**
 * A client for any server that speaks OpenAI's chat-completions protocol (OpenAI, Ollama, vLLM, LM Studio,
 * llama.cpp's server). It asks for JSON that follows a schema, reads the answer as a stream so a slow model
 * still shows progress, and checks the answer with zod: callers get a typed value or an AiProviderError.
 */

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type TokenUsage = { promptTokens: number; completionTokens: number };

export type JsonCompletion<T> = { value: T; usage: TokenUsage };

/** Why a model could not give an answer: the callers turn each into a state the user can act on. */
export type AiFailure = 'timeout' | 'unavailable' | 'bad-answer' | 'refused';

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export type ChatClientOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The most a whole answer may take, streaming included. */
  timeoutMs: number;
  /** Further tries after a timeout, a 429, a 5xx, a dropped connection or an answer that is not the JSON asked for. */
  retries: number;
  /** The first wait between tries; it doubles each time. */
  backoffMs?: number;
  /** The app's outgoing HTTP (AppContext.fetch); the global fetch when omitted. */
  fetch?: typeof fetch;
};

export type JsonRequest<T> = {
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  /** Names the schema for the server; letters, digits, _ and - only. */
  schemaName: string;
  maxTokens?: number;
  temperature?: number;
  /** Called with each piece of text as it arrives. */
  onText?: (text: string) => void;
};

/** The piece of a streamed chunk this client reads. */
const StreamChunk = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().nullish() }))
    .optional(),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
});

/** The same for a server that ignores `stream` and answers in one piece. */
const WholeAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
});

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export class ChatCompletionsClient {
  constructor(private readonly options: ChatClientOptions) {}

  get model(): string {
    return this.options.model;
  }

  async completeJson<T>(request: JsonRequest<T>): Promise<JsonCompletion<T>> {
    const backoff = this.options.backoffMs ?? 500;
    let lastError: AiProviderError | undefined;
    for (let attempt = 0; attempt <= this.options.retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoff * 2 ** (attempt - 1)));
      try {
        const { text, usage } = await this.send(request);
        return { value: parseAnswer(text, request.schema), usage };
      } catch (error) {
        if (!(error instanceof AiProviderError) || error.failure === 'refused') throw error;
        lastError = error;
      }
    }
    throw lastError ?? new AiProviderError('unavailable', 'the model gave no answer');
  }

  private async send(request: JsonRequest<unknown>): Promise<{ text: string; usage: TokenUsage }> {
    const body = {
      model: this.options.model,
      messages: request.messages,
      stream: true,
      stream_options: { include_usage: true },
      temperature: request.temperature ?? 0.4,
      ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: request.schemaName,
          strict: true,
          schema: closedSchema(z.toJSONSchema(request.schema)),
        },
      },
    };
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      const post = this.options.fetch ?? fetch;
      response = await post(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw asProviderError(error, signal);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      // A 4xx other than a rate limit will not change by asking again: the key, the model or the request is wrong.
      const failure = RETRYABLE_STATUS.has(response.status) ? 'unavailable' : 'refused';
      throw new AiProviderError(failure, `the model server answered ${response.status}: ${detail}`);
    }
    try {
      if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        return await readStream(response, request.onText);
      }
      const whole = WholeAnswer.safeParse(await response.json());
      if (!whole.success) throw new AiProviderError('bad-answer', 'the model server sent no choices');
      const text = whole.data.choices[0]?.message.content ?? '';
      request.onText?.(text);
      return { text, usage: toUsage(whole.data.usage) };
    } catch (error) {
      throw asProviderError(error, signal);
    }
  }
}

/** Server-sent events: `data: {...}` lines, ending with `data: [DONE]`. */
async function readStream(
  response: Response,
  onText: ((text: string) => void) | undefined,
): Promise<{ text: string; usage: TokenUsage }> {
  if (!response.body) throw new AiProviderError('bad-answer', 'the stream had no body');
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  let usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
  let done = false;
  const take = (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      throw new AiProviderError('bad-answer', 'the stream sent a chunk that is not JSON');
    }
    const chunk = StreamChunk.safeParse(json);
    if (!chunk.success) throw new AiProviderError('bad-answer', 'the stream sent a chunk of another shape');
    const piece = chunk.data.choices?.[0]?.delta?.content ?? '';
    if (piece) {
      text += piece;
      onText?.(piece);
    }
    if (chunk.data.usage) usage = toUsage(chunk.data.usage);
  };
  for await (const bytes of response.body) {
    buffered += decoder.decode(bytes, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      take(buffered.slice(0, newline).trim());
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  take(buffered.trim());
  if (!done && text === '') throw new AiProviderError('unavailable', 'the stream ended before any answer');
  return { text, usage };
}

/** The answer's JSON, also when a model wraps it in a Markdown code fence, checked against the schema. */
export function parseAnswer<T>(text: string, schema: z.ZodType<T>): T {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const candidate = (fenced?.[1] ?? text).trim();
  let json: unknown;
  try {
    json = JSON.parse(candidate);
  } catch {
    throw new AiProviderError('bad-answer', 'the model did not answer with JSON');
  }
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const where = checked.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new AiProviderError('bad-answer', `the model's JSON does not fit: ${where}`);
  }
  return checked.data;
}

/**
 * OpenAI's strict structured output wants every object closed (`additionalProperties: false`). The schema
 * says so, while parsing stays lenient: extra keys some servers add are dropped, not refused.
 */
function closedSchema<T>(node: T): T {
  if (Array.isArray(node)) return node.map(closedSchema) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = closedSchema(value);
  if (copy.type === 'object') copy.additionalProperties = false;
  return copy as T;
}

function toUsage(usage: { prompt_tokens: number; completion_tokens: number } | null | undefined): TokenUsage {
  return { promptTokens: usage?.prompt_tokens ?? 0, completionTokens: usage?.completion_tokens ?? 0 };
}

function asProviderError(error: unknown, signal: AbortSignal): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (signal.aborted) return new AiProviderError('timeout', 'the model did not finish in time');
  return new AiProviderError('unavailable', `the model server could not be reached: ${String(error)}`);
}

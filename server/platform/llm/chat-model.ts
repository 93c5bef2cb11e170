export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModelSettings {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export class ChatModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatModelError';
  }
}

interface ChatCompletionReply {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * A client for any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM,
 * llama.cpp). Failures and timeouts become ChatModelError, so callers can fall back.
 */
export class ChatModel {
  constructor(private readonly settings: ChatModelSettings) {}

  get name(): string {
    return this.settings.model;
  }

  async complete(
    messages: ChatMessage[],
    options: { temperature?: number; maxTokens?: number } = {},
  ): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.settings.model,
          messages,
          temperature: options.temperature ?? 0.9,
          max_tokens: options.maxTokens ?? 1200,
        }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'timed out'
          : (error as Error).message;
      throw new ChatModelError(`The language model did not answer: ${reason}`);
    }
    if (!response.ok)
      throw new ChatModelError(`The language model answered HTTP ${response.status}`);
    let reply: ChatCompletionReply;
    try {
      reply = (await response.json()) as ChatCompletionReply;
    } catch {
      throw new ChatModelError('The language model sent something that is not JSON');
    }
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new ChatModelError('The language model sent no text');
    return content;
  }
}

/**
 * The one client for the OpenAI-compatible chat completions endpoint (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL): the AI community member's answers and the assistants' understanding both use it.
 */
export interface LlmOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The request body besides the model: messages and the OpenAI parameters a caller needs. */
export interface ChatRequest {
  messages: ChatMessage[];
  temperature?: number;
  max_tokens?: number;
  /** Structured output: `{ type: 'json_schema', json_schema: { name, schema, strict } }`. */
  response_format?: unknown;
}

/** The reply's text; throws on a non-2xx answer, an empty reply, or when `timeoutMs` passes. */
export async function requestChatCompletion(
  options: LlmOptions,
  request: ChatRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
    signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    body: JSON.stringify({ model: options.model, ...request }),
  });
  if (!response.ok) throw new Error(`The language model answered ${response.status}`);
  const payload = (await response.json()) as { choices?: { message?: { content?: string | null } }[] };
  const text = payload.choices?.[0]?.message?.content?.trim();
  if (!text) throw new Error('The language model returned no text');
  return text;
}

/** The endpoint the settings name, or null when LLM_BASE_URL and LLM_API_KEY are not both set. */
export function llmOptionsFromConfig(config: {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL: string;
}): LlmOptions | null {
  if (!config.LLM_BASE_URL || !config.LLM_API_KEY) return null;
  return { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL };
}

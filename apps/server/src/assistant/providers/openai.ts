import { z } from 'zod';
import type { AssistantProvider, TurnInput, TurnResult } from '../types';
import { runTool, toolDefinitions } from './openai-tools';
import { systemPrompt } from './prompt';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** A model may call tools this many times in one turn before we give up on it. */
const MAX_ROUNDS = 6;

// Some local servers send arguments as an object, or leave out ids and types: accept both forms.
const ToolCall = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
  function: z.object({
    name: z.string(),
    arguments: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .optional()
      .transform((a) => (a === undefined ? '' : typeof a === 'string' ? a : JSON.stringify(a))),
  }),
});
interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
const Completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ToolCall).nullish(),
        }),
      }),
    )
    .min(1),
  usage: z.object({ total_tokens: z.number().optional() }).nullish(),
});

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI's v1 API, Ollama, vLLM,
 * LM Studio…) over plain fetch: POST {base}/chat/completions with tool calls. The tools run
 * through the same services as the HTTP API, as the caller.
 */
export function createOpenAiProvider(opts: OpenAiOptions): AssistantProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.apiKey) {
    headers.authorization = `Bearer ${opts.apiKey}`;
    // Azure OpenAI reads its key from this header instead.
    headers['api-key'] = opts.apiKey;
  }

  async function complete(messages: WireMessage[], signal: AbortSignal) {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: opts.model,
        messages,
        tools: toolDefinitions,
        tool_choice: 'auto',
        temperature: 0.2,
      }),
    });
    if (!res.ok) throw new Error(`chat completions answered ${res.status}`);
    return Completion.parse(await res.json());
  }

  async function respond(input: TurnInput): Promise<TurnResult> {
    // One deadline for the whole turn, tool rounds included.
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const messages: WireMessage[] = [
      { role: 'system', content: systemPrompt(input.actor, input.locale) },
      ...(input.notes ?? []).map((content) => ({ role: 'system' as const, content })),
      ...input.history.map((m) => ({ role: m.role, content: m.content })),
      { role: 'user', content: input.text },
    ];
    let tokens = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const completion = await complete(messages, signal);
      tokens += completion.usage?.total_tokens ?? 0;
      const message = completion.choices[0]!.message;
      const calls: WireToolCall[] = (message.tool_calls ?? []).map((c, i) => ({
        id: c.id ?? `call_${round}_${i}`,
        type: 'function',
        function: { name: c.function.name, arguments: c.function.arguments },
      }));
      if (calls.length === 0) {
        const reply = message.content?.trim();
        if (!reply) throw new Error('the model answered nothing');
        return { reply, state: input.state ?? {}, tokens };
      }
      messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const result = await runTool(input.tools, call.function.name, call.function.arguments);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error('the model kept calling tools');
  }

  return { name: 'openai', respond };
}

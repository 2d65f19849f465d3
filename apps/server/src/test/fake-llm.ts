import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// biome-ignore lint/suspicious/noExplicitAny: the fake reads request bodies of the chat-completions protocol loosely, as a test double of a remote service.
export type WireBody = any;
export interface Recorded {
  body: WireBody;
  headers: IncomingMessage['headers'];
  path: string;
}
/** Answers one request: a JSON body (200), `{status, body}`, or 'hang' to never answer. */
export type Script = (req: Recorded) => unknown;

/** A real OpenAI-compatible chat-completions server on 127.0.0.1 that plays scripted answers. */
export async function startFakeLlm() {
  const requests: Recorded[] = [];
  const queue: Script[] = [];
  let fallback: Script | undefined;
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const recorded = { body: raw ? JSON.parse(raw) : undefined, headers: req.headers, path: req.url ?? '' };
      requests.push(recorded);
      const next = queue.shift() ?? fallback;
      const answer = next ? next(recorded) : { status: 500, body: { error: { message: 'no script left' } } };
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      const { status, body } =
        answer && typeof answer === 'object' && 'status' in answer
          ? (answer as { status: number; body: unknown })
          : { status: 200, body: answer };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues the answers to the next requests, in order. */
    script(...scripts: Script[]) {
      queue.push(...scripts);
    },
    /** Answers every request the queue has no script for (a model that decides from the request alone). */
    otherwise(script: Script) {
      fallback = script;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let callCount = 0;
/** A completion that calls one tool; `objectArgs` sends arguments as an object, as some local servers do. */
export function toolCall(name: string, args: unknown, objectArgs = false) {
  callCount++;
  return {
    id: `chatcmpl-${callCount}`,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${callCount}`,
              type: 'function',
              function: { name, arguments: objectArgs ? args : JSON.stringify(args) },
            },
          ],
        },
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
  };
}

/** A completion that answers with text. */
export function text(content: string) {
  return {
    id: 'chatcmpl-text',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

/** The parsed content of the last tool result the model was sent. */
export function lastToolResult(req: Recorded): WireBody {
  const tool = [...req.body.messages].reverse().find((m: { role: string }) => m.role === 'tool');
  return JSON.parse(tool.content);
}

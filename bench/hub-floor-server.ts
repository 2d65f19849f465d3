/**
 * The floor of bench/hub-fanout.ts: a bare `ws` server that speaks just enough of SignalR's JSON
 * protocol for the official client (the handshake answer, then invocations) and sends one
 * prebuilt frame to every socket on {cmd: 'publish'}. No sign-in, no audience, no database: what
 * is left is the cost of writing one frame to N sockets, which the real hub cannot go below.
 * Talks to the parent over IPC as bench/hub-server.ts does.
 */
import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

const RS = '\u001e';
const http = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server: http, path: '/reportHub', perMessageDeflate: false });
const ready = new Set<WebSocket>();
wss.on('connection', (ws) => {
  ws.once('message', () => {
    // The client's first message is its handshake; an empty object accepts it.
    ws.send(`{}${RS}`);
    ready.add(ws);
  });
  ws.on('close', () => ready.delete(ws));
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const { port } = http.address() as { port: number };

const payload = {
  reportId: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  status: 'Open',
  trade: 'plumber',
};
const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'publish') {
    const frame = Buffer.from(
      JSON.stringify({ type: 1, target: 'ReportUpdated', arguments: [payload] }) + RS,
    );
    for (const ws of ready) ws.send(frame, { binary: false });
  }
  if (msg.cmd === 'rss') {
    gc?.();
    gc?.();
    process.send?.({ rss: process.memoryUsage().rss });
  }
});
process.on('disconnect', () => {
  for (const ws of wss.clients) ws.terminate();
  http.close(() => process.exit(0));
});
process.send?.({ url: `http://127.0.0.1:${port}`, token: 'floor', reportId: '' });

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 standing in for someone the server calls (a webhook's
 * receiver, a push service): keeps each request its own way and answers `status()`.
 */
export abstract class LocalReceiver {
  status: () => number;
  origin = '';
  private server: Server | undefined;

  constructor(status = 200) {
    this.status = () => status;
  }

  protected abstract keep(req: IncomingMessage, body: Buffer): void;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.keep(req, Buffer.concat(chunks));
        res.writeHead(this.status()).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

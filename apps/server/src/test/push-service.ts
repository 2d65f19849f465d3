import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { LocalReceiver } from './local-receiver';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in for a browser's push service on 127.0.0.1, and the browser's side of one
 * subscription: its key pair and auth secret, so a received message can be decrypted as the
 * browser would (RFC 8291, aes128gcm of RFC 8188), written from the RFCs, not from web-push.
 */
export class PushService extends LocalReceiver {
  received: ReceivedPush[] = [];
  private readonly ecdh = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);

  constructor() {
    super(201);
    this.ecdh.generateKeys();
  }

  protected keep(req: IncomingMessage, body: Buffer): void {
    this.received.push({ path: req.url ?? '', headers: req.headers, body });
  }

  /** A subscription as `PushSubscription.toJSON()` gives it, for an endpoint on this service. */
  subscription(name: string) {
    return {
      endpoint: `${this.origin}/push/${name}`,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString('base64url'),
        auth: this.authSecret.toString('base64url'),
      },
    };
  }

  /** The plain text of an aes128gcm body (one record), or an error if it is not well formed. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    if (idLength !== 65 || serverKey[0] !== 4) throw new Error('key id is not an uncompressed P-256 point');
    if (cipherText.length > recordSize) throw new Error('more than one record');
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(-16));
    const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 2 and then padding zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== 2) throw new Error('no last-record delimiter');
    return plain.subarray(0, end).toString('utf8');
  }
}

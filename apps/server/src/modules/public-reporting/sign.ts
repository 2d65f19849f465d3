import type { PlaceKind } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface SignInput {
  kind: PlaceKind;
  code: string;
  /** The URL the QR code opens: `<PUBLIC_URL>/r/<code>`. */
  url: string;
  /** Where to type the code: `<PUBLIC_URL>/r`. */
  typeUrl: string;
  address: string;
  name: string | null;
}

/** A6 portrait in points. */
const A6 = { width: 297.64, height: 419.53 };
const MARGIN = 22;

/**
 * The printable A6 sign of a place: a heading, the place, the QR code of its public URL drawn
 * as vector squares (sharp at any print size), the short code in large type and how to type it.
 */
export async function renderSign(input: SignInput, locale: Locale): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string>) =>
    translate(locale, `publicReport.sign.${key}`, vars);
  const doc = new PDFDocument({
    size: [A6.width, A6.height],
    margin: MARGIN,
    info: { Title: `${t('title')} ${input.code}`, Author: t('author') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = A6.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0d47a1').text(t('title'), { width, align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor('#1a1a1a').text(t('intro'), { width, align: 'center' });
  doc.moveDown(0.4);
  const place = input.name ? `${input.name} · ${input.address}` : input.address;
  doc.font('Helvetica-Bold').fontSize(10).text(place, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(t(`kind.${input.kind}`), { width, align: 'center' });

  // The QR code: error correction M, one filled square per dark module, a quiet zone of 4.
  const qr = QRCode.create(input.url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const side = 150;
  const cell = side / (n + 8);
  const left = (A6.width - side) / 2;
  const top = doc.y + 8;
  doc.fillColor('#000');
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(left + (col + 4) * cell, top + (row + 4) * cell, cell, cell);
  doc.fill();
  doc.y = top + side + 6;

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#1a1a1a')
    .text(t('scan'), MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t('orType', { url: input.typeUrl }), { width, align: 'center' });
  doc.font('Courier-Bold').fontSize(26).text(input.code, { width, align: 'center', characterSpacing: 2 });
  doc.font('Helvetica').fontSize(7).fillColor('#555').text(t('noAccount'), { width, align: 'center' });
  doc.end();
  return done;
}

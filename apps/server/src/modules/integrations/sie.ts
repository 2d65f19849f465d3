import iconv from 'iconv-lite';
import type { CostLine } from './accounting.repo';

/**
 * An SIE 4 file (type 4: vouchers) of close-out costs, as the SIE group's format describes it:
 * `#FORMAT PC8` means the file is in code page 437, lines end in CRLF, text fields are in double
 * quotes with `\"` and `\\` escaped, amounts have a point and two decimals. One voucher per
 * contractor and property, dated the last day of the period: the cost account debited, the
 * payable account credited.
 */
export interface SieInput {
  organisationName: string;
  from: string;
  to: string;
  generated: Date;
  costAccount: string;
  payableAccount: string;
  voucherSeries: string;
  lines: readonly CostLine[];
}

const day = (iso: string) => iso.replaceAll('-', '');
/** Text as a quoted field; control characters go (a line break would end the record). */
export const sieText = (s: string) =>
  `"${s
    .replace(/\p{Cc}/gu, ' ')
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')}"`;
const amount = (ore: number) =>
  `${ore < 0 ? '-' : ''}${Math.floor(Math.abs(ore) / 100)}.${String(Math.abs(ore) % 100).padStart(2, '0')}`;

export function sieFile(input: SieInput): Buffer {
  const year = input.to.slice(0, 4);
  const out = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    `#PROGRAM ${sieText('Felanmalan')} 1.0`,
    `#GEN ${day(input.generated.toISOString().slice(0, 10))}`,
    `#FNAMN ${sieText(input.organisationName)}`,
    `#RAR 0 ${year}0101 ${year}1231`,
    `#KONTO ${input.costAccount} ${sieText('Reparation och underhåll')}`,
    `#KONTO ${input.payableAccount} ${sieText('Leverantörsskulder')}`,
  ];
  input.lines.forEach((line, i) => {
    const text = sieText(`${line.contractor || '-'}, ${line.property} (${line.errands})`);
    out.push(`#VER ${input.voucherSeries} ${i + 1} ${day(input.to)} ${text}`);
    out.push('{');
    out.push(`   #TRANS ${input.costAccount} {} ${amount(line.costOre)}`);
    out.push(`   #TRANS ${input.payableAccount} {} ${amount(-line.costOre)}`);
    out.push('}');
  });
  return iconv.encode(`${out.join('\r\n')}\r\n`, 'cp437');
}

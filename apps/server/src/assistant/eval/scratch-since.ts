import { understand } from '../understanding/understand';
import { CORPUS_SENT_AT, loadCorpus } from './corpus-cases';
const cases = loadCorpus('train');
let n = 0, ok = 0, invented = 0;
const durationRight = (got: number, want: number) => Math.abs(got - want) <= Math.max(1, want * 0.35);
for (const c of cases) {
  const u = understand(c.text, CORPUS_SENT_AT);
  if (c.since) {
    n++;
    if (u.since && durationRight(u.since.hours, c.since.hours)) ok++;
    else console.log(`MISS ${JSON.stringify(c.since)} got ${u.since ? `${JSON.stringify(u.since.phrase)} ${u.since.hours}` : '-'} :: ${c.text.slice(0, 200).replace(/\n/g, ' ')}`);
  } else if (u.since) { invented++; console.log(`INVENTED ${JSON.stringify(u.since.phrase)} ${u.since.hours} :: ${c.text.slice(0, 160).replace(/\n/g, ' ')}`); }
}
console.log(`durations ${ok}/${n} = ${(100 * ok / n).toFixed(1)} %, invented ${invented}`);

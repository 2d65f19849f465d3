import { describe, expect, it } from 'vitest';
import { oneFlatTenant } from '../test/interviewer-tenant';
import { timesIn } from './providers/builtin/times-step';

describe('times that suit, asked with the summary', () => {
  it('are asked once, optionally: a plain yes files the report without them', async () => {
    const { say, filed } = oneFlatTenant();
    await say('Kranen i köket droppar');
    const summary = await say('Sedan i går, huvudnyckel går bra');
    expect(summary.reply).toContain('Ska jag skicka in den?');
    expect(summary.reply).toContain('”vardagar efter 16”');
    expect(summary.suggestions).toContain('Kom när som helst med huvudnyckel');
    await say('Ja');
    expect(filed).toHaveLength(1);
    expect(filed[0]!.input.times).toBeUndefined();
  });

  it('keep free text as the note, show it in the summary again (not asked twice) and file it', async () => {
    const { say, filed } = oneFlatTenant();
    await say('Kranen i köket droppar');
    await say('Sedan i går, ring mig först');
    const again = await say('Vardagar efter 16');
    expect(filed).toHaveLength(0);
    expect(again.reply).toContain('Tider som passar: Vardagar efter 16');
    expect(again.reply).not.toContain('”vardagar efter 16”');
    expect(again.suggestions).toEqual(['Ja, skicka in', 'Ändra något']);
    await say('ja');
    expect(filed[0]!.input).toMatchObject({
      times: { windows: [], note: 'Vardagar efter 16', anyTime: false },
      access: 'ring anmälaren först',
    });
  });

  it('take "any time" with the master key as that choice, and a yes with times files at once', async () => {
    const { say, filed } = oneFlatTenant();
    await say('The kitchen tap is dripping', 'en');
    await say('Since yesterday, call me first', 'en');
    const chip = await say('Come any time with the master key', 'en');
    expect(chip.reply).toContain('Times that suit: any time with the master key');
    await say('yes', 'en');
    expect(filed[0]!.input.times).toEqual({ windows: [], anyTime: true });

    const other = oneFlatTenant();
    await other.say('Kranen i köket droppar');
    await other.say('Sedan i går, ring mig först');
    await other.say('ja, helst torsdag förmiddag');
    expect(other.filed[0]!.input.times).toMatchObject({ note: 'helst torsdag förmiddag', anyTime: false });
  });

  it('are taken from the access when it says any time with the master key', async () => {
    const { say, filed } = oneFlatTenant();
    await say('Kranen i köket droppar');
    await say('Sedan i går, kom när som helst med huvudnyckeln');
    await say('Ja');
    expect(filed[0]!.input.times).toEqual({ windows: [], anyTime: true });
  });

  it('are not asked for a common area, where no one needs to be at home', async () => {
    const { say, filed } = oneFlatTenant();
    await say('Lampan i trapphuset är trasig');
    const summary = await say('Sedan i går');
    expect(summary.reply).toContain('Ska jag skicka in den?');
    expect(summary.reply).not.toContain('vardagar efter 16');
    await say('Ja');
    expect(filed[0]!.input.times).toBeUndefined();
  });

  it('are told from answers that are no times, and from changes', () => {
    expect(timesIn('ja')).toBeUndefined();
    expect(timesIn('det började i måndags')).toBeUndefined();
    expect(timesIn('ändra tillträdet till efter 16')).toBeUndefined();
    expect(timesIn('ändra när det började')).toBeUndefined();
    expect(timesIn('när som helst')).toEqual({ note: 'när som helst' });
    expect(timesIn('Any time, master key is fine')).toEqual({ anyTime: true });
    expect(timesIn('weekdays after 16')).toEqual({ note: 'weekdays after 16' });
    expect(timesIn(`${'x'.repeat(300)} vardagar`)?.note).toHaveLength(200);
  });
});

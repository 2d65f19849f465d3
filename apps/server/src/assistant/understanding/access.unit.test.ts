import { describe, expect, it } from 'vitest';
import { accessOf } from './access';

describe('accessOf', () => {
  it.each([
    // Called first, with the number and its condition kept.
    [
      'Diskhon rinner inte undan. ring mig på 070-123 45 67 innan, jag jobbar till 17',
      'ring mig på 070-123 45 67 innan, jag jobbar till 17',
    ],
    ['Kranen droppar sen i fredags. Messa 0731234567 så öppnar jag', 'Messa 0731234567 så öppnar jag'],
    ['Elementet är kallt, sms:a mig när ni är på väg', 'sms:a mig när ni är på väg'],
    [
      'Lampan i hallen är död. Min sambo är hemma, ring +46 70 111 22 33',
      'Min sambo är hemma, ring +46 70 111 22 33',
    ],
    // Keys: the master key, a neighbour, the caretaker, a key box; pets beside them.
    ['Fläkten låter. huvudnyckel går bra men akta katten', 'huvudnyckel går bra men akta katten'],
    [
      'Spisen slår ut säkringen. Reservnyckeln ligger hos grannen på tredje',
      'Reservnyckeln ligger hos grannen på tredje',
    ],
    ['Dörren till förrådet kärvar. Vaktmästaren har nyckel', 'Vaktmästaren har nyckel'],
    [
      'The shower is leaking. Call my daughter on 555-0192, she has a key.',
      'Call my daughter on 555-0192, she has a key',
    ],
    [
      'Oven stopped heating yesterday. Go ahead and use the master key, we have a shy dog',
      'Go ahead and use the master key, we have a shy dog',
    ],
    [
      'Cracked window in the bedroom. Spare key is in the key box by the door, code 4471',
      'Spare key is in the key box by the door, code 4471',
    ],
    // Codes, someone at home, times to come.
    ['Porttelefonen är trasig. Portkoden är 2580, jag bor på 4 tr', 'Portkoden är 2580, jag bor på 4 tr'],
    ['Toaletten rinner hela tiden. Jag är hemma vardagar efter 16', 'Jag är hemma vardagar efter 16'],
    ['Golvbrunnen luktar. Kom när som helst, vi har ingen hund', 'Kom när som helst, vi har ingen hund'],
    ['Tapeten släpper i hallen sedan i somras. Kom gärna efter kl 17', 'Kom gärna efter kl 17'],
    ['Bathroom fan is dead. I work from home, just knock', 'I work from home, just knock'],
    [
      'Sink is blocked since Monday. Please come before 10, after that I am at work',
      'Please come before 10, after that I am at work',
    ],
    [
      'Kitchen light flickers. Text me on 555-0147 and I will let you in',
      'Text me on 555-0147 and I will let you in',
    ],
    [
      'Hiss står still. Vi har öppet 9-17, fråga efter mig i receptionen',
      'Vi har öppet 9-17, fråga efter mig i receptionen',
    ],
    [
      'Radiator is cold. My neighbour Sam can let you in, flat 12',
      'My neighbour Sam can let you in, flat 12',
    ],
    [
      'Water under the sink. My flatmate is in till noon, then nobody home',
      'My flatmate is in till noon, then nobody home',
    ],
    ['Tvättmaskinen läcker. Passar bra torsdag förmiddag', 'Passar bra torsdag förmiddag'],
    ['Elementet knackar 😩 Jag är hemma efter tre', 'Jag är hemma efter tre'],
    // Said in two places: both kept, joined.
    [
      'Huvudnyckel ok. Värmen är borta i sovrummet sen i går. Katten gömmer sig under sängen, hon är snäll',
      'Huvudnyckel ok Katten gömmer sig under sängen, hon är snäll',
    ],
  ])('%s', (text, access) => {
    expect(accessOf(text)).toBe(access);
  });

  it.each([
    // When the fault began, hurry, or a fault with keys, doors and pets in it is no access.
    'Det droppar från taket sedan i morse',
    'Nyckeln går inte att vrida om i låset, har tappat nyckeln till cykelrummet',
    'Porten står öppen hela tiden och låset tar inte',
    'Grannens hund skäller hela dagarna, det hörs genom väggen',
    'Kom nu, det luktar gas!!',
    'The doorbell does not ring and the intercom is dead since last week',
    'My keys were stolen this morning, I need a new lock',
    'Fridge is warm, started yesterday, not urgent',
    'när jag öppnar kranen sprutar det vatten',
    'Hur beställer jag en extra nyckel?',
    'Kylen är trasig, han ringer mig hela tiden om det',
    'Vem har nyckel till tvättstugan nu?',
    'stuck in the lift with my dog, pressed the alarm',
  ])('no access in %s', (text) => {
    expect(accessOf(text)).toBeUndefined();
  });
});

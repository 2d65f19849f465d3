import { describe, expect, it } from 'vitest';
import { partsOf } from './providers/builtin/answer-parts';
import { controlOf } from './providers/builtin/control';
import { whereOfOwn } from './providers/builtin/understand';

describe('cancel and start over', () => {
  // The words, their typos and polite wrapping.
  it.each(['avbryt', 'Avbyrt!', 'avbrytt', 'glöm det', 'Stopp', 'cancel please', 'Never mind', 'nevermind'])(
    'cancels on %j',
    (said) => expect(controlOf(said)).toBe('cancel'),
  );
  it.each(['börja om', 'Börja omm', 'starta om', 'Start over', 'start ovre', 'jag vill börja om'])(
    'starts over on %j',
    (said) => expect(controlOf(said)).toBe('restart'),
  );
  // Never a sentence about the fault, nor an answer.
  it.each([
    'Jag kan inte avbryta tvättprogrammet',
    'Diskmaskinen stoppar hela tiden',
    'stopp i avloppet',
    'I går',
    'ja',
  ])('reads %j as no command', (said) => expect(controlOf(said)).toBeUndefined());
});

describe('answer parts', () => {
  it('a time and a way in are not a description; access keeps the words as typed', () => {
    expect(partsOf('sedan i går, huvudnyckel går bra', false)).toEqual({
      since: 'sedan i går',
      access: 'huvudnyckel går bra',
      rest: [],
    });
    expect(partsOf('Ring mig på 070-123 45 67 så kommer jag och öppnar', true).access).toBe(
      'Ring mig på 070-123 45 67 så kommer jag och öppnar',
    );
    expect(partsOf('Det luktar konstigt sedan i morse', false).rest).toEqual([
      'Det luktar konstigt sedan i morse',
    ]);
  });

  it("a tenant's own front door is not the entrance", () => {
    expect(whereOfOwn('Ytterdörren går inte att låsa').area).toBeUndefined();
    expect(whereOfOwn('Min ytterdörr kärvar').area).toBeUndefined();
    expect(whereOfOwn('Porten går inte att låsa').area).toBe('entrance');
  });
});

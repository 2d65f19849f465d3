import { randomInt } from 'node:crypto';
import {
  PLACE_CODE_ALPHABET,
  PLACE_CODE_LENGTH,
  type PlaceKind,
  type PlacePublicCode,
  type PublicPlace,
} from '@app/contract';
import type { Locale } from '@app/i18n';
import { type Actor, managesPlaceSigns, switchesPublicReporting } from '../../authz';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { recordAudit } from '../audit';
import {
  findPlace,
  findPublicPlace,
  insertPlaceCode,
  type PlaceRow,
  setPublicReporting,
} from './places.repo';
import { renderSign } from './sign';

/** A fresh code from the CSPRNG, without look-alike characters. */
export function newPlaceCode(): string {
  let code = '';
  for (let i = 0; i < PLACE_CODE_LENGTH; i++)
    code += PLACE_CODE_ALPHABET[randomInt(PLACE_CODE_ALPHABET.length)];
  return code;
}

/** Places' public codes, their signs and the property's switch (docs/decisions/0041). */
export function createPlaceCodeService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db, config } = deps;
  const urlOf = (code: string) => `${config.publicUrl}/r/${code}`;

  /** The place within the caller's scope (else 404), if the caller may manage its sign (else 403). */
  async function managedPlace(actor: Actor, kind: PlaceKind, id: string): Promise<PlaceRow> {
    const place = await findPlace(db, actor, kind, id);
    if (!place) throw new AppError('not_found');
    if (!managesPlaceSigns(actor, place)) throw new AppError('forbidden');
    return place;
  }

  /** The place's code, made on first ask; two callers at once end with the same code. */
  async function ensureCode(actor: Actor, kind: PlaceKind, id: string) {
    let place = await managedPlace(actor, kind, id);
    for (let attempt = 0; !place.code && attempt < 5; attempt++) {
      await insertPlaceCode(db, newPlaceCode(), kind, id, place);
      place = await managedPlace(actor, kind, id);
    }
    if (!place.code) throw new Error('could not draw a free place code');
    return { ...place, code: place.code };
  }

  return {
    async code(actor: Actor, kind: PlaceKind, id: string): Promise<PlacePublicCode> {
      const place = await ensureCode(actor, kind, id);
      return {
        kind,
        placeId: id,
        propertyId: place.propertyId,
        code: place.code,
        url: urlOf(place.code),
        publicReporting: place.publicReporting,
      };
    },

    async sign(actor: Actor, kind: PlaceKind, id: string, locale: Locale) {
      const place = await ensureCode(actor, kind, id);
      const address = [place.address, place.city].filter(Boolean).join(', ');
      const pdf = await renderSign(
        {
          kind,
          code: place.code,
          url: urlOf(place.code),
          typeUrl: `${config.publicUrl}/r`,
          address,
          name: place.name,
        },
        locale,
      );
      return { pdf, code: place.code };
    },

    async setPublicReporting(actor: Actor, propertyId: string, enabled: boolean) {
      const property = await findPlace(db, actor, 'property', propertyId);
      if (!property) throw new AppError('not_found');
      if (!switchesPublicReporting(actor, property)) throw new AppError('forbidden');
      await db.transaction(async (q) => {
        await setPublicReporting(q, propertyId, enabled);
        await recordAudit(q, {
          actorId: actor.id,
          organisationId: property.organisationId,
          action: 'property.publicReporting',
          targetType: 'property',
          targetId: propertyId,
          details: { enabled },
        });
      });
      return { enabled };
    },

    /** Anyone: the place a code names, while its property takes public reports; else 404. */
    async publicPlace(code: string): Promise<PublicPlace> {
      const place = await findPublicPlace(db, code);
      if (!place) throw new AppError('not_found');
      const { kind, address, name, organisationName, language, onCallPhone } = place;
      return { code, kind, address, name, organisationName, language, onCallPhone };
    },
  };
}
export type PlaceCodeService = ReturnType<typeof createPlaceCodeService>;

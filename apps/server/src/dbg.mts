import { readFileSync } from 'node:fs';
import { decodeHeic } from '/work/main/apps/server/src/modules/attachments/heic';
const d = await decodeHeic(readFileSync('/work/main/apps/server/src/test/fixtures/photo-gps.heic'), 1e8).catch(e => e);
console.log(d);

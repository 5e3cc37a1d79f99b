// Writes components/icons/icons.css from the icon set (tests/unit/components/icons/icon-set.test.ts checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconStylesheet } from '../components/icons/icon-set.mjs';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../components/icons/icons.css');
fs.writeFileSync(target, iconStylesheet());
console.log(`Wrote ${path.relative(process.cwd(), target)}.`);

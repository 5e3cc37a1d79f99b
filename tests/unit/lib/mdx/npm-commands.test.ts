import { describe, expect, it } from 'vitest';
import { convertNpmLine } from '@/lib/mdx/npm-commands';

/** An npm line, then what a Yarn and a pnpm reader run instead. */
const CONVERSIONS: [npm: string, yarn: string, pnpm: string][] = [
  ['npm install', 'yarn install', 'pnpm install'],
  ['npm i', 'yarn install', 'pnpm install'],
  ['npm ci', 'yarn install --frozen-lockfile', 'pnpm install --frozen-lockfile'],
  ['npm install --omit=dev', 'yarn install --production', 'pnpm install --prod'],
  ['npm install @plumbline/cli', 'yarn add @plumbline/cli', 'pnpm add @plumbline/cli'],
  ['npm i react react-dom --save', 'yarn add react react-dom', 'pnpm add react react-dom'],
  ['npm install -D typescript', 'yarn add typescript --dev', 'pnpm add typescript --save-dev'],
  [
    'npm install --save-dev --save-exact prettier',
    'yarn add prettier --dev --exact',
    'pnpm add prettier --save-dev --save-exact',
  ],
  ['npm install --save-optional fsevents', 'yarn add fsevents --optional', 'pnpm add fsevents --save-optional'],
  ['npm install --save-peer react', 'yarn add react --peer', 'pnpm add react --save-peer'],
  ['npm install -g @plumbline/cli', 'yarn global add @plumbline/cli', 'pnpm add --global @plumbline/cli'],
  ['npm uninstall lodash', 'yarn remove lodash', 'pnpm remove lodash'],
  ['npm rm -D lodash', 'yarn remove lodash', 'pnpm remove lodash'],
  ['npm uninstall --global @plumbline/cli', 'yarn global remove @plumbline/cli', 'pnpm remove --global @plumbline/cli'],
  ['npm run build', 'yarn run build', 'pnpm run build'],
  ['npm run test -- --watch', 'yarn run test --watch', 'pnpm run test --watch'],
  ['npm test', 'yarn test', 'pnpm test'],
  ['npm start', 'yarn start', 'pnpm start'],
  ['npx @plumbline/cli init', 'yarn dlx @plumbline/cli init', 'pnpm dlx @plumbline/cli init'],
  [
    'npx -y create-docusaurus@latest site classic',
    'yarn dlx create-docusaurus@latest site classic',
    'pnpm dlx create-docusaurus@latest site classic',
  ],
  [
    'npm init docusaurus@latest site classic',
    'yarn create docusaurus@latest site classic',
    'pnpm create docusaurus@latest site classic',
  ],
  ['npm create vite@latest', 'yarn create vite@latest', 'pnpm create vite@latest'],
  ['npm init -y', 'yarn init -y', 'pnpm init'],
  ['npm update', 'yarn upgrade', 'pnpm update'],
  ['npm ls', 'yarn list', 'pnpm list'],
  ['npm install && npm run build', 'yarn install && yarn run build', 'pnpm install && pnpm run build'],
];

describe('an npm command line as Yarn and pnpm write it', () => {
  it.each(CONVERSIONS)('%s', (npm, yarn, pnpm) => {
    expect(convertNpmLine(npm, 'yarn')).toBe(yarn);
    expect(convertNpmLine(npm, 'pnpm')).toBe(pnpm);
  });

  it('keeps indentation, comments, blank lines and other commands as written', () => {
    expect(convertNpmLine('  npm install', 'pnpm')).toBe('  pnpm install');
    expect(convertNpmLine('# Install the CLI', 'yarn')).toBe('# Install the CLI');
    expect(convertNpmLine('', 'yarn')).toBe('');
    expect(convertNpmLine('cd my-site && npm start', 'yarn')).toBe('cd my-site && yarn start');
  });

  it('names a command it has no rule for instead of passing npm off as Yarn', () => {
    expect(convertNpmLine('npm version patch', 'yarn')).toEqual({ unsupported: 'npm version' });
    expect(convertNpmLine('npm run build && npm dedupe', 'pnpm')).toEqual({ unsupported: 'npm dedupe' });
    expect(convertNpmLine('npm', 'pnpm')).toEqual({ unsupported: 'npm' });
  });
});

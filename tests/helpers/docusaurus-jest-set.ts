import path from 'node:path';
import type { DocusaurusSet } from './docusaurus-set';

/**
 * Jest's documentation (MIT), as its website builds it with Docusaurus 3: partials, <details>,
 * titled admonitions, links by doc id, npm2yarn blocks, a highlight comment, TOCInline.
 * tests/fixtures/docusaurus-jest/README.md names the source and what the site adds beside it.
 * Read by the unit test (docusaurus-jest-builds-unchanged.test.ts) and by the real build of it
 * (tests/integration/build/docusaurus-jest-build.test.ts).
 */
export const jestSet: DocusaurusSet = {
  dir: path.join(process.cwd(), 'tests/fixtures/docusaurus-jest'),
  // An embed from react-lite-youtube-embed, which Jest's website installs.
  ownComponents: { 'docs/Architecture.md': ['LiteYouTubeEmbed', 'react-lite-youtube-embed'] },
  // Anchors the pages name but Configuration.md's headings do not make, and Jest's blog and help
  // pages and older versions, which are not part of its docs folder.
  ownBrokenLinks: [
    'docs/Configuration.md:1628: link "/configuration#testenvironment-string" points at an anchor that docs/Configuration.md does not have',
    'docs/DynamoDB.md:6: link "/configuration#testenvironment-string" points at an anchor that docs/Configuration.md does not have',
    'docs/ExpectAPI.md:855: link "/blog/2016/07/27/jest-14" points at no page',
    'docs/MongoDB.md:6: link "/configuration#testenvironment-string" points at an anchor that docs/Configuration.md does not have',
    'docs/Puppeteer.md:6: link "/configuration#testenvironment-string" points at an anchor that docs/Configuration.md does not have',
    'docs/SnapshotTesting.md:50: link "/blog/2016/07/27/jest-14" points at no page',
    'docs/SnapshotTesting.md:72: image "/img/content/failedSnapshotTest.png" is not a file under public/: put it there, or link an image beside the page by a relative path',
    'docs/SnapshotTesting.md:92: image "/img/content/interactiveSnapshot.png" is not a file under public/: put it there, or link an image beside the page by a relative path',
    'docs/SnapshotTesting.md:98: image "/img/content/interactiveSnapshotUpdate.gif" is not a file under public/: put it there, or link an image beside the page by a relative path',
    'docs/SnapshotTesting.md:102: image "/img/content/interactiveSnapshotDone.png" is not a file under public/: put it there, or link an image beside the page by a relative path',
    'docs/SnapshotTesting.md:317: link "/blog/2016/07/27/jest-14#why-snapshot-testing" points at no page',
    'docs/TestEnvironment.md:305: link "/configuration#testenvironment-string" points at an anchor that docs/Configuration.md does not have',
    'docs/Troubleshooting.md:221: link "/help" points at no page',
    'docs/TutorialjQuery.md:66: link "/configuration#testenvironment-string" points at an anchor that docs/Configuration.md does not have',
    'docs/TutorialReactNative.md:196: link "/tutorial-react#snapshot-testing-with-mocks-enzyme-and-react-16" points at no page',
    'docs/UpgradingToJest29.md:16: link "/docs/28.x/upgrading-to-jest28" points at no page',
    'docs/UpgradingToJest29.md:26: link "/blog/2022/04/25/jest-28#future" points at no page',
    'docs/WatchPlugins.md:169: link "/configuration#coveragereporters-arraystring" points at an anchor that docs/Configuration.md does not have',
    'docs/WatchPlugins.md:172: link "/configuration#onlyfailures-boolean" points at an anchor that docs/Configuration.md does not have',
  ],
  docsSha256: '76819f5b882d0eb22782d1dc8e101bd1de6bee1ba1db7fb50b20638e1445be09',
  sourceTotals: {
    admonitions: { note: 48, tip: 53, info: 47, warning: 22, danger: 0 },
    admonitionTitles: 2,
    details: 3,
    tabs: 17,
    tabItems: 51,
    partials: 7,
    headings: 621,
    explicitHeadingIds: 0,
    links: 481,
    docIdLinks: 26,
    codeBlocks: 696,
    highlightedLines: 1,
    tables: 1,
    images: 4,
  },
};

import { expose } from 'comlink';
import { createSearchWorkerApi } from './worker-api';

// The worker owns lunr and every index, so the page's main thread never parses an index.
expose(createSearchWorkerApi());

// @ts-check
// Loaded by NODE_OPTIONS into every process `npm run build` starts, Next's workers included
// (index.mjs says why): bounds V8's heap growth from inside the process, where Node allows it.
import v8 from 'node:v8';

const percent = Number(process.env.PLUMBLINE_HEAP_GROWING_PERCENT);
if (Number.isInteger(percent) && percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);

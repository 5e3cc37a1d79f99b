// One compile process of the content stage (scripts/content-stage.mts): compiles the page inputs it
// is sent, by index, into the compile cache, and answers each with its problems, if any. It runs
// with the stage's environment, so in the stage's mode: a build's, or `npm run dev`'s with drafts.
const { compileInto } = await import('../../lib/stage/run-stage.ts');

process.on('message', (message: { index: number }) => {
  void compileInto(message.index).then(
    () => process.send!({ index: message.index }),
    (error: unknown) =>
      process.send!({ index: message.index, problem: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));

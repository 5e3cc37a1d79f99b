// One compile process of the content stage (scripts/content-stage.mts): compiles the page inputs it
// is sent, by index, into the compile cache, and answers each with its problems, if any.
import { enterBuildMode } from '../../lib/content/build-mode.ts';

enterBuildMode();
const { compileInto } = await import('../../lib/stage/run-stage.ts');

process.on('message', (message: { index: number }) => {
  void compileInto(message.index).then(
    () => process.send!({ index: message.index }),
    (error: unknown) =>
      process.send!({ index: message.index, problem: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));

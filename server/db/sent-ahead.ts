// A statement sent before the code that needs its answer, so that it travels beside the call's other
// statements instead of after them (docs/decisions/0030). Its answer, or its error, is taken where it
// is awaited. The call may end before that (a check fails, an error is thrown), and Node would then
// report the statement's rejection as unhandled and stop the process: marked handled here, its error
// still reaches whoever awaits it.
export function sentAhead<T>(statement: Promise<T>): Promise<T> {
  statement.catch(() => {});
  return statement;
}

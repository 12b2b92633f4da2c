import { REPORT_LOAD_ERRORS } from './report-load-errors';

it('reports a remote module that failed to load by its id and step, and puts nothing in its place', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new Error('Loading chunk 12 failed');
  const hook = REPORT_LOAD_ERRORS.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
  expect(await hook({ id: 'mfe_forms/lead-form', error: failure, lifecycle: 'onLoad' })).toBeUndefined();
  expect(error).toHaveBeenCalledWith('[remotes] mfe_forms/lead-form could not be loaded (onLoad)', failure);
  error.mockRestore();
});

import { YIELD_BETWEEN_STEPS } from './yield-between-steps';

type Hook = (args: object) => Promise<object>;
const hooks = YIELD_BETWEEN_STEPS as unknown as Record<string, Hook>;

describe('the federation plugin that yields between loading steps', () => {
  it.each(['beforeInitContainer', 'initContainer', 'beforeLoadShare', 'afterResolve'])('%s hands its arguments on unchanged, in a later task', async (name) => {
    const order: string[] = [];
    const args = { id: 'mfe_catalog/spa' };
    setTimeout(() => order.push('task queued before'), 0);
    const result = await hooks[name](args).then((value) => {
      order.push('hook done');
      return value;
    });
    expect(result).toBe(args);
    expect(order).toEqual(['task queued before', 'hook done']);
  });
});

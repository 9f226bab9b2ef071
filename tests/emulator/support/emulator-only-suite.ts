/**
 * The differential suite's DiffSuite over one emulator alone, for scenarios whose assertions stand without the real
 * backend (the cross-project scoping, issue 21): each step goes to the emulator only, `status` is checked against its
 * reply, and nothing is compared.
 */
import type { Reply } from '../../diff/support/reply';
import type { DiffSuite, Pair } from '../../diff/support/suite';
import type { Target } from '../../diff/support/targets';
import { concretePath } from '../../diff/support/targets';

export function emulatorOnlySuite(target: () => Target): DiffSuite {
  const runTag = Math.random().toString(36).slice(2, 8);
  return {
    get real(): Target { throw new Error('no real backend in an emulator-only suite'); },
    get emulator() { return target(); },
    get targets() { return [target()]; },
    async send(route, access, build = () => ({}), options = {}) {
      const [method, template] = route.split(' ') as [string, string];
      const t = target();
      const spec = await build(t);
      const reply: Reply = await t.request(method, concretePath(template, spec), access, spec);
      const pair: Pair = { real: reply, emulator: reply, differences: [], each: (fn) => fn(t, reply) };
      for (const [name, path] of Object.entries(options.save ?? {})) {
        const v = reply.at(path);
        if (typeof v === 'string') t.vars[name] = v;
      }
      if (options.status !== undefined && reply.status !== options.status) {
        throw new Error(`step ${route} (${access}) expects ${options.status}, the emulator answered ${reply.status}: ${reply.text.slice(0, 500)}`);
      }
      return pair;
    },
    badInputs: () => Promise.reject(new Error('badInputs compares two targets; an emulator-only suite has one')),
    async mail(address, options = {}) {
      const m = await target().nextMail(address, options);
      return { real: m, emulator: m };
    },
    compare: () => undefined,
    email: (label) => `${label}-${runTag}@example.com`,
  };
}

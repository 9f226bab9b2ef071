// Environment and logger adapters: kind, variable lookup (empty = unset), debug gating, no console noise.
import { BrowserEnvironmentAdapter } from '../../adapters/environment/browser-environment.adapter';
import { NodeEnvironmentAdapter } from '../../adapters/environment/node-environment.adapter';
import { ConsoleLoggerAdapter } from '../../adapters/logger/console-logger.adapter';
import { MemoryLoggerAdapter } from '../../adapters/logger/memory-logger.adapter';

describe('environment adapters', () => {
  it('NodeEnvironmentAdapter is a server reading the given map (process.env by default)', () => {
    const env = new NodeEnvironmentAdapter({ STACK_API_URL: 'http://127.0.0.1:8102', EMPTY: '' });
    expect(env.kind).toBe('server');
    expect(env.variable('STACK_API_URL')).toBe('http://127.0.0.1:8102');
    expect(env.variable('EMPTY')).toBeUndefined();
    expect(env.variable('MISSING')).toBeUndefined();
    expect(new NodeEnvironmentAdapter().variable('PATH')).toBe(process.env.PATH);
  });

  it('BrowserEnvironmentAdapter is a browser with a static, copied map', () => {
    const vars: Record<string, string> = { NEXT_PUBLIC_STACK_API_URL: 'http://127.0.0.1:8102' };
    const env = new BrowserEnvironmentAdapter(vars);
    vars.NEXT_PUBLIC_STACK_API_URL = 'changed';
    expect(env.kind).toBe('browser');
    expect(env.variable('NEXT_PUBLIC_STACK_API_URL')).toBe('http://127.0.0.1:8102');
    expect(new BrowserEnvironmentAdapter().variable('X')).toBeUndefined();
  });
});

describe('logger adapters', () => {
  it('ConsoleLoggerAdapter prefixes warnings and prints debug lines only when enabled', () => {
    const lines: string[] = [];
    const sink = { warn: (m: string) => lines.push(`warn ${m}`), debug: (m: string) => lines.push(`debug ${m}`) };
    new ConsoleLoggerAdapter({ sink }).warn('w');
    new ConsoleLoggerAdapter({ sink }).debug('quiet');
    new ConsoleLoggerAdapter({ debug: true, prefix: '[x]', sink }).debug('loud');
    expect(lines).toEqual(['warn [portcullis] w', 'debug [x] loud']);
  });

  it('MemoryLoggerAdapter records lines in order', () => {
    const log = new MemoryLoggerAdapter();
    log.debug('a');
    log.warn('b');
    expect(log.lines()).toEqual([{ level: 'debug', message: 'a' }, { level: 'warn', message: 'b' }]);
  });
});

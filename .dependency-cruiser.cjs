/** Layer rules of docs/architecture.md ("Layers"), one forbidden rule per pair a layer may not import; no exceptions list. */
const layer = (name) => `^${name}/`;
/**
 * application/ by capability: core/ first, then tiers of capabilities. A capability imports core/, its own folder and
 * the capabilities of the tiers before its own, never a sibling of its tier or a later tier, so the application flows
 * one way (docs/architecture.md). application/*.ts (the public barrel) sits above them all.
 */
const APPLICATION_TIERS = [['core'], ['options', 'redirects', 'project'], ['teams'], ['sign-in'], ['oauth', 'passkeys'], ['user'], ['server', 'admin'], ['apps']];
const APPLICATION_CAPABILITIES = APPLICATION_TIERS.flat();
const applicationOneWay = APPLICATION_TIERS.flatMap((tier, i) => tier.map((capability) => {
  const forbidden = [...tier.filter((other) => other !== capability), ...APPLICATION_TIERS.slice(i + 1).flat()];
  return {
    name: `application-one-way-${capability}`,
    comment: `application/${capability}/ may not import ${forbidden.join(', ') || 'nothing above it'} or application/*.ts`,
    severity: 'error',
    from: { path: `^application/${capability}/` },
    to: { path: [`^application/(${forbidden.join('|') || '$^'})/`, '^application/[^/]+\\.ts$'] },
  };
}));
const unknownApplicationFolder = {
  name: 'application-capability-listed', comment: 'every application/ folder is one of APPLICATION_TIERS', severity: 'error',
  from: { path: '^application/[^/]+/' , pathNot: `^application/(${APPLICATION_CAPABILITIES.join('|')})/` }, to: {},
};
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'domain-is-pure', comment: 'domain/ imports nothing outside domain/ (no packages either)', severity: 'error',
      from: { path: layer('domain') }, to: { pathNot: layer('domain') } },
    { name: 'ports-only-domain-types', severity: 'error',
      from: { path: layer('ports') }, to: { pathNot: '^(domain|ports)/' } },
    { name: 'ports-domain-types-only', severity: 'error',
      from: { path: layer('ports') }, to: { path: layer('domain'), dependencyTypesNot: ['type-only'] } },
    { name: 'adapters-not-upward', severity: 'error',
      from: { path: layer('adapters') }, to: { path: '^(application|react-adapter|composition|emulator|demo)/' } },
    { name: 'adapters-same-port-folder', comment: 'an adapter may use adapters of its own port folder only', severity: 'error',
      from: { path: '^adapters/([^/]+)/' }, to: { path: '^adapters/', pathNot: '^adapters/$1/' } },
    { name: 'application-not-adapters', severity: 'error',
      from: { path: layer('application') }, to: { path: '^(adapters|react-adapter|composition|emulator|demo)/' } },
    { name: 'application-few-packages', comment: 'application/ uses zod only: plain constructors, no container', severity: 'error',
      from: { path: layer('application') }, to: { dependencyTypes: ['npm', 'npm-dev'], pathNot: '(^|/)node_modules/zod/' } },
    { name: 'container-only-in-composition', comment: 'the container is wiring: identifiers, bindings and modules live in composition/',
      severity: 'error', from: { pathNot: layer('composition') }, to: { path: '(^|/)node_modules/(inversify|@inversifyjs|reflect-metadata)/' } },
    { name: 'react-adapter-public-api-only', severity: 'error',
      from: { path: layer('react-adapter') },
      to: { path: '^(application|ports|adapters|composition|emulator)/', pathNot: '^application/index\\.ts$' } },
    { name: 'react-adapter-domain-types-only', severity: 'error',
      from: { path: layer('react-adapter') }, to: { path: layer('domain'), dependencyTypesNot: ['type-only'] } },
    { name: 'next-adapter-public-api-only', comment: 'portcullis/next builds on the server entry and the React entry only, as a user would',
      severity: 'error', from: { path: layer('next-adapter') },
      to: { path: '^(domain|ports|application|adapters|composition|react-adapter|emulator|demo)/', pathNot: '^(composition/entry-node|react-adapter/index)\\.ts$' } },
    { name: 'stack-compat-public-api-only', comment: 'portcullis/stack builds on the public entries only, as an app would (the files portcullis/server and portcullis build from)',
      severity: 'error', from: { path: layer('stack-compat') },
      to: { path: '^(domain|ports|application|adapters|composition|react-adapter|next-adapter|emulator|demo)/', pathNot: '^composition/entry-(node|browser)\\.ts$' } },
    { name: 'nothing-imports-stack-compat', severity: 'error',
      from: { pathNot: '^(stack-compat|tests)/' }, to: { path: layer('stack-compat') } },
    { name: 'nothing-imports-next-adapter', severity: 'error',
      from: { pathNot: '^(next-adapter|tests)/' }, to: { path: layer('next-adapter') } },
    { name: 'emulator-only-domain', comment: 'the emulator is a second consumer of domain/ only', severity: 'error',
      from: { path: layer('emulator') }, to: { path: '^(ports|application|adapters|composition|react-adapter|demo)/' } },
    ...applicationOneWay,
    unknownApplicationFolder,
    { name: 'no-one-imports-tests', severity: 'error',
      from: { pathNot: '^tests/' }, to: { path: '^tests/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

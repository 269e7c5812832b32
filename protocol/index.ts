export * from './read';
export * from './shape';
export * from './codes';
export * from './events';
export * from './appearance';
export * from './element-options';
export * from './element-changes';
export * from './element-kinds';
// Not element-groups: its importers name it (`protocol/element-groups`), so that the runtime's
// entry chunk, which imports this barrel, does not carry the split fields' group code.
export * from './errors';
export * from './payloads';
export * from './call-readers';
export * from './event-readers';
export * from './envelope';
export * from './guard';
export * from './rpc';
export * from './handshake';
export * from './plain-data';
export * from './frame-options';
export * from './intent-status';
export * from './card-brands';
export * from './three-ds';
export * from './payment-methods';
export * from './consents';
export * from './random-id';
export * from './app-version';

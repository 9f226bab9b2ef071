/** Permission rules shared by the client library and the emulator. */
export { holdsPermission, lookupFromDefinitions, permissionClosure, type ContainedLookup } from './permission-closure';

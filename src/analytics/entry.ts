// The measurement as a lazy module (src/lazy.ts): what the beacon endpoint, the submit pipeline
// (after its answer) and the scheduled job load when they first count something. Nothing of it is
// in the start-up bundle: isbot's patterns, the referrer lists, the counters' SQL.
export { ingestBeacon, isAutomated, type BeaconDeps } from './beacon';
export { beaconAnswer } from './route';
export { forgetSalts } from './visitor';
export { resetBatchState, setFlushDelay } from './batch';
export { countLead } from './leads';
export { measurementRun } from './scheduled';

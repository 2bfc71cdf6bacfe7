// The measurement as a lazy module (src/lazy.ts): what the beacon endpoint, the submit pipeline (a
// lead's count, stored with it) and the scheduled job (the parked leads' move, the salts' deletion,
// the deliveries' counts) load when they first count something. Nothing of it is in the start-up
// bundle: isbot's patterns, the referrer lists, the counters' SQL.
export { ingestBeacon, isAutomated, type BeaconDeps } from './beacon';
export { beaconAnswer } from './route';
export { deleteOldSalts, forgetSalts } from './visitor';
export { retentionMonths, tidyMeasurement } from './retention';
export { dailyWrites } from './route';
export { resetBatchState, setFlushDelay } from './batch';
export { countDeliveries, leadCount } from './leads';

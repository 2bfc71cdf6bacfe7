// Every node test file: the suite's moved clock (test/helpers/clock.ts), when TEST_NOW is set.
import { movedNow, runClockFrom } from '../helpers/clock';

runClockFrom(movedNow(process.env.TEST_NOW));

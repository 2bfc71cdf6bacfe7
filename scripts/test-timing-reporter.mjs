// A vitest reporter that closes a run with its wall time and the five slowest test files, so a
// slow new test is seen the day it lands (the whole `npm test` should stay under 5 minutes on a
// 2-core machine). A file's time is its import, its setup file and its tests and hooks.
// TEST_TIMELINE=1 adds when each file started and ended, to see where the lanes waited.
const SHOWN = 5;

export default class TimingReporter {
  start = performance.now();

  /** Module id → [start, end] in ms since the run started (TEST_TIMELINE=1). */
  spans = new Map();

  onTestRunStart() {
    this.start = performance.now();
  }

  onTestModuleStart(m) {
    this.spans.set(m, [performance.now() - this.start, undefined]);
  }

  onTestModuleEnd(m) {
    const span = this.spans.get(m);
    if (span) span[1] = performance.now() - this.start;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      return {
        name: `${m.project.name} ${m.relativeModuleId ?? m.moduleId}`,
        ms: d.collectDuration + d.setupDuration + d.duration,
        tests: [...m.children.allTests()].length,
      };
    });
    files.sort((a, b) => b.ms - a.ms);
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const width = Math.max(...files.slice(0, SHOWN).map((f) => f.name.length), 0);
    const lines = files.slice(0, SHOWN).map((f) => `  ${s(f.ms).padStart(7)}  ${f.name.padEnd(width)}  ${f.tests} tests`);
    if (process.env.TEST_TIMELINE === '1') {
      const rows = [...this.spans].sort((a, b) => a[1][0] - b[1][0]);
      const at = (ms) => (ms === undefined ? '?' : (ms / 1000).toFixed(1)).padStart(6);
      console.log(
        `\nTimeline (s since the run started):\n${rows.map(([m, [a, b]]) => `  ${at(a)} → ${at(b)}  ${m.project.name} ${m.relativeModuleId ?? m.moduleId}`).join('\n')}`,
      );
    }
    console.log(`\nvitest: ${s(performance.now() - this.start)}, ${files.length} files. Slowest files:\n${lines.join('\n')}\n`);
  }
}

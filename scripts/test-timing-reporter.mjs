// A vitest reporter that closes a run with its wall time and the five slowest test files, so a
// slow new test is seen the day it lands (the whole `npm test` should stay under 5 minutes on a
// 2-core machine). A file's time is its import, its setup file and its tests and hooks.
const SHOWN = 5;

export default class TimingReporter {
  start = performance.now();

  onTestRunStart() {
    this.start = performance.now();
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
    console.log(`\nvitest: ${s(performance.now() - this.start)}, ${files.length} files. Slowest files:\n${lines.join('\n')}\n`);
  }
}

// The Worker's versions during a release (scripts/deploy.mjs): the one live before it, the upload,
// and the rollback to the one that was live when the new one fails.
import { fail, json, step } from './commands.mjs';

/**
 * The version serving most traffic now, or null when the Worker does not exist yet or was never
 * deployed (`deployments status` then fails with "The Worker <name> has no deployments.":
 * wrangler's src/versions/deployments/status.ts). Any other failure stops the release: without
 * the live version a failed smoke check could not roll back.
 */
export function liveVersion(wrangler, workerExists) {
  if (!workerExists) return null;
  const res = wrangler(['deployments', 'status', '--json'], { capture: true, allowFailure: true });
  if (!res.ok) {
    if (/has no deployments/.test(res.out)) return null;
    fail(`\`wrangler deployments status\` failed (exit ${res.status}): without the live version a failed release could not roll back`);
  }
  const versions = json(res.stdout)?.versions ?? [];
  return [...versions].sort((a, b) => (b.percentage ?? 0) - (a.percentage ?? 0))[0]?.version_id ?? null;
}

/**
 * Runs an upload (`deploy`, or `versions upload`) and returns its output. When the upload itself
 * fails, nothing new is live. `deploy` deploys the version as soon as it is uploaded ("Uploaded
 * <name>" printed) and sets the triggers after that, so when it fails later (a custom domain the
 * API refuses, a cron) the new version is live: it is rolled back.
 */
export function upload(wrangler, previous, args) {
  const res = wrangler(args, { capture: true, allowFailure: true });
  if (res.ok) return res.out;
  const command = `wrangler ${args.slice(0, args[0] === 'deploy' ? 1 : 2).join(' ')}`;
  if (args[0] === 'deploy' && /^Uploaded /m.test(res.stdout)) {
    rollback(wrangler, previous, 'release failed after the upload');
    fail(
      `${command} failed after the upload (exit ${res.status}): the new version went live, ${previous ? `rolled back to ${previous}` : 'and there is no earlier version to go back to'}`,
    );
  }
  fail(
    `${command} failed (exit ${res.status}): the upload failed, ${previous ? `${previous} still serves` : 'nothing was live before (first release)'}; the migrations already applied are additive`,
  );
}

export function rollback(wrangler, previous, reason) {
  step(`rollback to ${previous ?? '(none)'}`);
  if (!previous) {
    console.error('This was the first release: there is no earlier version to go back to.');
    return;
  }
  wrangler(['rollback', previous, '--yes', '--message', reason.slice(0, 100)]);
}

// The CPU time of each step of `npm test`, every process it starts included: Chromium's renderers, the servers the
// journeys and Lighthouse start, Vitest's workers. On Linux with a writable cgroup hierarchy (root, as in CI) each step
// runs in a cgroup of its own and the kernel counts its CPU whoever reaps the processes; elsewhere GNU time counts the
// step's processes and those they waited for (Chromium's renderers and orphaned servers are mostly missed); without
// either, no CPU is reported. PostgreSQL's own processes work for the server tests but are never counted: they belong
// to the database service.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How a step's CPU is counted here: a cgroup v1 `cpuacct` hierarchy, a cgroup v2 one, or none. */
function cgroupRoot() {
  const candidates = [
    { dir: '/sys/fs/cgroup/cpuacct', version: 1, marker: 'cpuacct.usage' },
    { dir: '/sys/fs/cgroup', version: 2, marker: 'cgroup.controllers' },
  ];
  for (const candidate of candidates) {
    if (!existsSync(path.join(candidate.dir, candidate.marker))) continue;
    const dir = path.join(candidate.dir, `kabuto-test-${process.pid}`);
    try {
      mkdirSync(dir);
      return { ...candidate, dir };
    } catch {
      // Not writable here (not root, or a read-only hierarchy).
    }
  }
  return null;
}

/**
 * `wrap(id, argv)` gives the command line that runs `argv` counted as step `id`; `read(id)` its CPU seconds once it
 * has ended (undefined when nothing counted it); `kind` says how; `dispose()` removes what was made.
 */
export function stepCpuMeter(scratchDir) {
  const root = cgroupRoot();
  const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const groups = [];
  if (root) {
    return {
      kind: `cgroup v${root.version}: every process of the step`,
      wrap(id, argv) {
        const dir = path.join(root.dir, id);
        mkdirSync(dir);
        if (root.version === 1) writeFileSync(path.join(dir, 'cpuacct.usage'), '0');
        groups.push(dir);
        // The shell moves itself into the step's group, then becomes the command: everything it starts stays there.
        // Should the move be refused, the step still runs (and its CPU is reported as not counted).
        return ['sh', '-c', '{ echo $$ > "$0/cgroup.procs"; } 2>/dev/null; exec "$@"', dir, ...argv];
      },
      read(id) {
        const dir = path.join(root.dir, id);
        try {
          const seconds =
            root.version === 1
              ? Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9
              : Number(/usage_usec (\d+)/.exec(readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))?.[1] ?? 0) / 1e6;
          // Nothing counted means the step never entered its group.
          return seconds > 0 ? seconds : undefined;
        } catch {
          return undefined;
        }
      },
      dispose() {
        for (const dir of [...groups, root.dir]) {
          try {
            rmdirSync(dir);
          } catch {
            // A process the step left behind is still in it; the kernel keeps the group until it ends.
          }
        }
      },
    };
  }
  return {
    kind: gnuTime ? 'GNU time: the step’s processes and those they waited for' : 'not counted',
    wrap(id, argv) {
      return gnuTime ? [gnuTime, '-q', '-f', '%U %S', '-o', path.join(scratchDir, id), ...argv] : argv;
    },
    read(id) {
      try {
        const [user, system] = readFileSync(path.join(scratchDir, id), 'utf8').trim().split('\n').at(-1).split(' ');
        const total = Number(user) + Number(system);
        return Number.isFinite(total) ? total : undefined;
      } catch {
        return undefined;
      }
    },
    dispose() {},
  };
}

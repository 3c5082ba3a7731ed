"""Free the disk a campaign's finished runs hold: remove their step-N.pt checkpoints but the
newest few and the ones named, and leave last.pt, best.pt, the logs and every unfinished run
alone.

    python scripts/campaign/prune.py CAMPAIGN/s1 CAMPAIGN/s2 --keep-last 5 \
        --keep 'CAMPAIGN/s1/0_+arm=bf16_s1/step-00007718.pt' --dry-run

A run (a folder under the paths given) is finished once nmt-train has written its
results.json; an unfinished run's step checkpoints are its trainer's business
(train.keep_last). A --keep path is compared with the checkpoints after both are resolved, so
a doubled slash, a relative path or a link names the same file; a --keep that names no step
checkpoint of a finished run stops the script before it removes anything, so that a typo
cannot let the checkpoint it meant go.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from nmt.training.averaging import step_checkpoints
from nmt.training.records import RESULTS_FILE

GB = 2**30


def finished_runs(paths: list[Path]) -> list[Path]:
    """The run folders under ``paths`` (each a run or a folder of runs) that hold a
    results.json, in path order."""
    return sorted({found.parent for path in paths for found in path.rglob(RESULTS_FILE)})


def to_remove(runs: list[Path], keep_last: int, keep: list[Path]) -> list[Path]:
    """The step checkpoints of ``runs`` to remove: all but each run's ``keep_last`` newest
    and the files ``keep`` names. SystemExit naming each ``keep`` path that is no step
    checkpoint of these runs."""
    steps = {run: step_checkpoints(run) for run in runs}
    named = {path.resolve() for path in keep}
    missing = named - {path.resolve() for paths in steps.values() for path in paths}
    if missing:
        raise SystemExit("--keep names no step checkpoint of a finished run under the paths "
                         "given: " + ", ".join(sorted(map(str, missing))))
    older = (paths[: max(len(paths) - keep_last, 0)] for paths in steps.values())
    return [path for paths in older for path in paths if path.resolve() not in named]


def main(argv: list[str] | None = None) -> None:
    """Remove (or with --dry-run, list) the finished runs' surplus step checkpoints."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="run or sweep folders")
    parser.add_argument("--keep-last", type=int, default=5,
                        help="step checkpoints kept in each finished run, the newest (5)")
    parser.add_argument("--keep", type=Path, action="append", default=[],
                        help="a step checkpoint to keep whatever its age (repeatable)")
    parser.add_argument("--dry-run", action="store_true", help="list, remove nothing")
    args = parser.parse_args(argv)
    if args.keep_last < 0:
        parser.error(f"--keep-last {args.keep_last}: must be 0 or more")
    runs = finished_runs(args.paths)
    doomed = to_remove(runs, args.keep_last, args.keep)
    size = sum(path.stat().st_size for path in doomed)
    for path in doomed:
        print(("would remove " if args.dry_run else "removed ") + str(path))
        if not args.dry_run:
            path.unlink()
    verb = "would free" if args.dry_run else "freed"
    print(f"{len(runs)} finished runs: {len(doomed)} step checkpoints, {verb} "
          f"{size / GB:.1f} GB")


if __name__ == "__main__":
    main()

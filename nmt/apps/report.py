"""``nmt-report``: the runs under a directory (a sweep, or any folder) as a Markdown table.

Each run's ``results.json`` (written when its training finished, see
nmt.training.results) is one row. Rows are labelled by the command-line overrides that
differ between the runs, one column per key, as the systems of Luong et al. (2015), Table 1;
the scores follow: dev and test BLEU and chrF (best.pt decoded as the run's validations decode,
sacrebleu),
parameters, steps and training time. Columns no run has a value for are left out.

    nmt-report multirun/DATE/TIME --output table.md
    nmt-report multirun/DATE/TIME --progress     # a sweep in progress (nmt.apps.progress)
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from nmt.apps.progress import progress_report
from nmt.apps.tables import format_seconds, markdown_table, natural_key
from nmt.errors import DataError
from nmt.files import atomic_write_bytes
from nmt.training.records import RESULTS_FILE

METRICS = (("dev", "bleu", "dev BLEU"), ("dev", "chrf", "dev chrF"),
           ("test", "bleu", "test BLEU"), ("test", "chrf", "test chrF"))
SORT_KEYS = ("path", "dev_bleu", "test_bleu")


@dataclass
class Run:
    """One run's folder (relative to the report's root) and its results.json."""

    path: str
    results: dict

    def overrides(self) -> dict[str, str]:
        """The run's command-line overrides as key -> value (``+``/``~`` prefixes kept)."""
        pairs = (item.split("=", 1) for item in self.results.get("overrides", []))
        return {pair[0]: pair[1] if len(pair) > 1 else "" for pair in pairs}

    def score(self, split: str, name: str) -> float | None:
        """A score of the dev or test split, None when the run has none."""
        scores = self.results.get(split) or {}
        value = scores.get(name)
        return float(value) if isinstance(value, (int, float)) else None


def find_runs(root: Path) -> tuple[list[Run], list[str]]:
    """The finished runs under ``root`` (any depth), in job order, and the training runs
    without a results.json (unfinished or failed)."""
    if not root.is_dir():
        raise DataError(f"{root}: no such folder")
    runs = []
    for path in sorted(root.rglob(RESULTS_FILE), key=lambda p: natural_key(str(p))):
        try:
            results = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            raise DataError(f"{path}: not a readable results file: {err}") from None
        runs.append(Run(_relative(path.parent, root), results))
    done = {run.path for run in runs}
    # a training run's folder: Hydra's .hydra/ beside the config.yaml that nmt-train writes
    started = (_relative(p.parent, root) for p in root.rglob(".hydra")
               if (p.parent / "config.yaml").is_file())
    unfinished = sorted((path for path in started if path not in done), key=natural_key)
    return runs, unfinished


def _relative(path: Path, root: Path) -> str:
    return str(path.relative_to(root)) if path != root else "."


def varying_keys(runs: list[Run]) -> list[str]:
    """Override keys whose value is not the same in every run, in first-seen order."""
    keys: dict[str, None] = {}
    for run in runs:
        keys.update(dict.fromkeys(run.overrides()))
    return [key for key in keys if len({run.overrides().get(key) for run in runs}) > 1]


def format_count(count: int) -> str:
    """Parameter counts as "4.97M" or "19.1K"."""
    if count >= 1_000_000:
        return f"{count / 1e6:.2f}M"
    return f"{count / 1e3:.1f}K" if count >= 1000 else str(count)


def table_rows(runs: list[Run]) -> tuple[list[str], list[list[str]], list[bool]]:
    """Header, rows and which columns are numeric (right-aligned) for ``runs``."""
    keys = varying_keys(runs) or ["run"]
    metrics = [m for m in METRICS if any(run.score(m[0], m[1]) is not None for run in runs)]
    header = [*(key.lstrip("+~") for key in keys), *(m[2] for m in metrics), "params",
              "steps", "time"]
    rows = []
    for run in runs:
        overrides = run.overrides()
        labels = [run.path] if keys == ["run"] else [overrides.get(key, "") for key in keys]
        scores = [_number(run.score(split, name)) for split, name, _ in metrics]
        r = run.results
        rows.append([*labels, *scores, format_count(int(r.get("parameters", 0))),
                     str(r.get("steps", "")), format_seconds(training_seconds(r))])
    numeric = [False] * len(keys) + [True] * (len(header) - len(keys))
    return header, rows, numeric


def training_seconds(results: dict) -> float:
    """The wall time of a run's training steps over all its sessions (``steps_seconds``);
    results.json files older than that key give their last session's ``train_seconds``."""
    return float(results.get("steps_seconds", results.get("train_seconds", 0)))


def _number(value: float | None) -> str:
    return "" if value is None else f"{value:.2f}"


def decoding_note(runs: list[Run]) -> str:
    """How the runs decoded, e.g. "greedy" or "beam 5, alpha 0.6"; "mixed" when they differ
    (runs written before results.json recorded it decoded greedily)."""
    notes = set()
    for run in runs:
        decoding = run.results.get("decoding") or {"beam": 1}
        beam, alpha = decoding.get("beam", 1), decoding.get("alpha", 0.0)
        notes.add("greedy" if beam == 1 else f"beam {beam}" + (f", alpha {alpha}" if alpha
                                                                 else ""))
    return notes.pop() if len(notes) == 1 else "mixed: see each results.json"


def report(root: Path, sort: str = "path") -> str:
    """The Markdown report of the runs under ``root``: the table and a few lines on how the
    scores were computed; DataError when there is no finished run."""
    runs, unfinished = find_runs(root)
    if not runs:
        raise DataError(f"{root}: no {RESULTS_FILE} found (no finished run under it)")
    if sort != "path":
        split, name = sort.split("_")
        runs.sort(key=lambda run: -(run.score(split, name) or -1.0))
    text = markdown_table(*table_rows(runs))
    notes = [f"{len(runs)} runs in `{root}`. Scores: each run's best.pt (best dev BLEU during "
             f"training) decoded as its validations were ({decoding_note(runs)}), sacrebleu "
             f"on detokenised text; time: the training loop."]
    signatures = {run.results["dev"].get("bleu_signature") for run in runs
                  if run.results.get("dev")}
    if len(signatures) == 1:
        notes.append(f"BLEU signature: `{signatures.pop()}`.")
    common = {k: v for k, v in runs[0].overrides().items()
              if all(run.overrides().get(k) == v for run in runs)}
    if common:
        notes.append("Common overrides: " + " ".join(f"`{k}={v}`" for k, v in common.items()))
    if unfinished:
        notes.append(f"Not finished (no {RESULTS_FILE}): {', '.join(unfinished)}.")
    return text + "\n\n" + "\n".join(notes) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Print the table of the runs under DIR; ``--output FILE`` writes it there too."""
    parser = argparse.ArgumentParser(
        prog="nmt-report", description="The runs under DIR (a sweep or any folder of runs) "
        "as a Markdown table of their results.json files.")
    parser.add_argument("dir", type=Path, help="folder to search for results.json files")
    parser.add_argument("--output", "-o", type=Path, help="also write the table to this file")
    parser.add_argument("--sort", choices=SORT_KEYS, default="path",
                        help="row order: run folder (job order, default) or a score, best first")
    parser.add_argument("--progress", action="store_true",
                        help="a sweep in progress: steps done, dev BLEU so far and time left "
                        "of every run started, finished or not")
    args = parser.parse_args(argv)
    try:
        text = progress_report(args.dir) if args.progress else report(args.dir, args.sort)
        if args.output:
            atomic_write_bytes(args.output, text.encode())
    except (DataError, OSError) as err:
        print(f"error: {err}", file=sys.stderr)
        sys.exit(2)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()

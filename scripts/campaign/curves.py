"""Learning curves of a campaign's runs: greedy dev BLEU and dev loss at each validation,
against the training step and against the CPU hours (one thread) the run had trained for by
then, one line a run, as a PNG for the results page.

    python scripts/campaign/curves.py CAMPAIGN/s1 CAMPAIGN/s2/0_+arm=tied_s1 \
        --out docs/assets/campaign-curves.png

Each argument is a run folder (it holds a metrics.jsonl) or a sweep folder (its runs).
"""

from __future__ import annotations

import argparse
import bisect
from pathlib import Path

from matplotlib import colormaps
from matplotlib.figure import Figure

from nmt.plotting import save_png
from nmt.training.records import FILENAME as METRICS_FILE
from nmt.training.records import cpu_seconds_by_step, read_metrics


def run_folders(paths: list[Path]) -> list[Path]:
    """The run folders of ``paths``: each path itself when it holds a metrics.jsonl, else
    its subfolders that do, in name order."""
    runs = []
    for path in paths:
        if (path / METRICS_FILE).is_file():
            runs.append(path)
        else:
            runs += sorted(p.parent for p in path.glob(f"*/{METRICS_FILE}"))
    if not runs:
        raise SystemExit(f"no run folder (with a {METRICS_FILE}) in {', '.join(map(str, paths))}")
    return runs


def curve(run: Path) -> dict[str, list[float]]:
    """The run's validations: step, CPU hours of training by then (the last train record at
    or before the validation's step), BLEU and loss."""
    points: dict[str, list[float]] = {"step": [], "cpu_hours": [], "bleu": [], "loss": []}
    records = read_metrics(run / METRICS_FILE)
    totals = cpu_seconds_by_step(records)
    steps = [step for step, _ in totals]
    for record in records:
        if record.get("kind") == "valid" and "bleu" in record:
            done = bisect.bisect_right(steps, record["step"])
            cpu = totals[done - 1][1] if done else 0.0
            for key, value in (("step", record["step"]), ("cpu_hours", cpu / 3600),
                               ("bleu", record["bleu"]), ("loss", record.get("loss"))):
                points[key].append(value)
    return points


def figure(curves: dict[str, dict[str, list[float]]]) -> Figure:
    """Three panels: BLEU by step, BLEU by CPU hours, dev loss by step."""
    fig = Figure(figsize=(15, 4.5))
    panels = [("step", "bleu", "greedy dev BLEU"), ("cpu_hours", "bleu", "greedy dev BLEU"),
              ("step", "loss", "dev loss (per target piece)")]
    for index, (x, y, label) in enumerate(panels):
        axes = fig.add_subplot(1, 3, index + 1)
        # 20 colours: the default 10 repeat from a campaign's 11th run on
        axes.set_prop_cycle(color=colormaps["tab20"].colors)
        for name, points in curves.items():
            pairs = [(a, b) for a, b in zip(points[x], points[y], strict=True) if b is not None]
            if pairs:
                axes.plot(*zip(*pairs, strict=True), marker=".", label=name)
        axes.set_xlabel("training step" if x == "step" else "CPU hours (one thread)")
        axes.set_ylabel(label)
        axes.grid(alpha=0.3)
    fig.axes[0].legend(fontsize=7)
    fig.tight_layout()
    return fig


def main(argv: list[str] | None = None) -> None:
    """Draw the curves of the runs named on the command line into --out."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="run or sweep folders")
    parser.add_argument("--out", type=Path, required=True, help="the PNG file to write")
    args = parser.parse_args(argv)
    runs = run_folders(args.paths)
    curves = {f"{run.parent.name}/{run.name}": curve(run) for run in runs}
    save_png(args.out, figure(curves))
    print(f"{args.out}: {len(runs)} runs")


if __name__ == "__main__":
    main()

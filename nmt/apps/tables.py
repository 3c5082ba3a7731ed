"""Markdown tables of runs, shared by ``nmt-report``'s results table and its progress table
(nmt.apps.report, nmt.apps.progress)."""

from __future__ import annotations

import re


def natural_key(text: str) -> list:
    """Sort key that puts "2_x" before "10_x" (Hydra's job numbers)."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text)]


def format_seconds(seconds: float) -> str:
    """Training time as "1h 02m", "12m 05s" or "42s"."""
    seconds = round(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    return f"{minutes}m {secs:02d}s" if minutes else f"{secs}s"


def markdown_table(header: list[str], rows: list[list[str]], numeric: list[bool]) -> str:
    """A Markdown table, columns padded to their width, numbers right-aligned."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        padded = (cell.rjust(w) if num else cell.ljust(w)
                  for cell, w, num in zip(cells, widths, numeric, strict=True))
        return "| " + " | ".join(padded) + " |"

    rule = "|" + "|".join(("-" * (w + 1) + ":") if num else ("-" * (w + 2))
                          for w, num in zip(widths, numeric, strict=True)) + "|"
    return "\n".join([line(header), rule, *(line(row) for row in rows)])

"""What a model's attention does on real sentences: where its windows sit (p_t) and how much
of its weight reaches the context.

:class:`AttentionProbe` hooks the model's :class:`Attention` module; a teacher-forced pass run
under it yields a :class:`ProbedBatch`, and :class:`AlignmentStats` sums batches into the
figures that show whether local-p learns its positions: the share of saturated p_t (at an end
of the sentence), the mass that reaches the context, the distance from the diagonal. Training
logs them at every validation, ``nmt-translate show_attention=true`` prints p_t, and
``scripts/local_p_diagnostics.py`` prints them for a checkpoint.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch import nn

from nmt.model.attention.alignments import LocalAlignment
from nmt.model.attention.attention import Attention
from nmt.model.attention.base import AttentionOutput

# p_t / S_i below this or above 1 - this counts as saturated: the window pinned to an end
SATURATION = 0.05


@dataclass
class ProbedBatch:
    """One teacher-forced batch as attention saw it, N heads (1 unless multi-head).

    position: (B, N, T) float32 the window centres p_t, or None (global attention);
    mass: (B, N, T) the weights' sum, the attention mass that reaches the context;
    prior_mass: (B, N, T) the weights' sum after the prior and before renormalising (equal
        to ``mass`` when nothing renormalises);
    src_lengths: (B,) the true source lengths S_i (eos included: the positions attention may
        use); tgt_lengths: (B,) the target positions T_i (eos included);
    energy_spread: None, or (B, N, T) the standard deviation of the score's energies over
        each query's valid positions: what a prior's log-values (local-p's Gaussian) are
        added to, so a spread much larger than theirs leaves the prior little say.
    """

    position: torch.Tensor | None
    mass: torch.Tensor
    prior_mass: torch.Tensor
    src_lengths: torch.Tensor
    tgt_lengths: torch.Tensor
    energy_spread: torch.Tensor | None = None

    def valid(self) -> torch.Tensor:
        """(B, N, T) bool: the target positions t < T_i."""
        steps = torch.arange(self.mass.size(-1), device=self.mass.device)
        return (steps < self.tgt_lengths.view(-1, 1, 1)).expand_as(self.mass)

    def sentence_positions(self, row: int) -> torch.Tensor:
        """p_t of sentence ``row`` at its T_i target positions, (T_i, N) float32 on the CPU."""
        if self.position is None:
            raise ValueError("this attention has no window positions (global alignment)")
        return self.position[row, :, : int(self.tgt_lengths[row])].t().float().cpu()


class AttentionProbe:
    """Records the attention of teacher-forced passes through ``model`` while entered.

    ``with AttentionProbe(model) as probe:`` run a batch through the model, then
    ``probe.take(target_mask)`` returns it as a :class:`ProbedBatch`. Only one query per
    sentence per call (a decoder step) or all T queries at once may be recorded, as
    teacher forcing makes them; the model's single attention module is watched.
    """

    def __init__(self, model: nn.Module) -> None:
        self.modules = [m for m in model.modules() if isinstance(m, Attention)]
        self._calls: list[tuple[AttentionOutput, torch.Tensor]] = []
        self._spreads: list[torch.Tensor] = []
        self._handles: list = []

    @property
    def positioned(self) -> bool:
        """Whether the model's attention has window centres (a local alignment)."""
        return any(isinstance(m.align, LocalAlignment) for m in self.modules)

    def __enter__(self) -> AttentionProbe:
        self._handles = [m.register_forward_hook(self._record) for m in self.modules]
        self._handles += [m.distribution.register_forward_hook(self._record_energies)
                          for m in self.modules]
        return self

    def __exit__(self, *exc) -> None:
        for handle in self._handles:
            handle.remove()
        self._handles, self._calls, self._spreads = [], [], []

    def _record(self, module: nn.Module, inputs: tuple, out: AttentionOutput) -> None:
        self._calls.append((out, inputs[1].lengths))

    def _record_energies(self, module: nn.Module, inputs: tuple, out: torch.Tensor) -> None:
        self._spreads.append(energy_spread(*inputs))

    def take(self, target_mask: torch.Tensor) -> ProbedBatch | None:
        """The calls since the last take, one teacher-forced pass over a batch whose target
        mask (B, T) bool is True at the positions that are not padding; None when the model
        has no attention."""
        calls, self._calls = self._calls, []
        spreads, self._spreads = self._spreads, []
        if not calls:
            return None
        batch = target_mask.size(0)
        lengths = calls[0][1]
        heads = lengths.size(0) // batch

        def joined(parts: list[torch.Tensor]) -> torch.Tensor:  # (B * N, T') -> (B, N, T)
            return torch.cat([p.float() for p in parts], 1).view(batch, heads, -1)

        mass = joined([out.weights.sum(-1) for out, _ in calls])
        prior = [out.prior_mass if out.prior_mass is not None else out.weights.sum(-1)
                 for out, _ in calls]
        position = None if calls[0][0].position is None else joined(
            [out.position for out, _ in calls])
        return ProbedBatch(position, mass, joined(prior), lengths.view(batch, heads)[:, 0],
                           target_mask.sum(1),
                           joined(spreads) if len(spreads) == len(calls) else None)


def energy_spread(energies: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """The standard deviation of energies (R, T, N) over the positions where ``mask`` (R, N)
    or (R, T, N) bool is True -> (R, T) float32 (0 where one position is valid)."""
    while mask.dim() < energies.dim():
        mask = mask.unsqueeze(-2)
    mask = mask.expand_as(energies)
    count = mask.sum(-1).clamp_min(1)
    values = energies.float().masked_fill(~mask, 0.0)
    mean = values.sum(-1, keepdim=True) / count.unsqueeze(-1)
    squares = ((values - mean) ** 2).masked_fill(~mask, 0.0).sum(-1)
    return (squares / count).sqrt()


@dataclass
class AlignmentStats:
    """Sums over the valid target positions (and heads) of probed batches.

    :meth:`summary` gives the means: ``context_mass`` (the attention mass that reaches the
    context), ``gaussian_mass`` (the same before renormalising), ``energy_spread`` (the
    energies' standard deviation over a query's positions; local-p's Gaussian log-prior
    spans 0 to -D^2 / (2 sigma^2) over its window, -2 at the paper's sigma), and for local
    alignments ``p_over_S`` (mean p_t / S_i), ``saturated`` (share of p_t / S_i outside
    [SATURATION, 1 - SATURATION], also split into ``saturated_high`` and ``saturated_low``),
    ``diagonal_distance`` (mean |p_t - t S_i / T_i| / S_i), ``local_m_distance`` (mean
    |p_t - min(t, S_i - 1)| / S_i: how far the predictor moved the centre from local-m's,
    0 for a predictor that learned nothing) and ``diagonal_saturated`` (the
    share of the diagonal t S_i / T_i itself outside those bounds: the floor a predictor that
    follows the diagonal would reach on these sentences). :meth:`relative_positions` holds
    every p_t / S_i, for a histogram.
    """

    sums: dict[str, float] = field(default_factory=dict)
    count: int = 0
    positioned: int = 0
    relative: list[torch.Tensor] = field(default_factory=list)

    def _add(self, name: str, values: torch.Tensor, valid: torch.Tensor) -> None:
        self.sums[name] = self.sums.get(name, 0.0) + float(values[valid].double().sum())

    def add(self, batch: ProbedBatch | None) -> None:
        """Add the valid target positions of ``batch`` (None: nothing to add)."""
        if batch is None:
            return
        valid = batch.valid()
        self.count += int(valid.sum())
        self._add("context_mass", batch.mass, valid)
        self._add("gaussian_mass", batch.prior_mass, valid)
        if batch.energy_spread is not None:
            self._add("energy_spread", batch.energy_spread, valid)
        if batch.position is None:
            return
        self.positioned += int(valid.sum())
        src = batch.src_lengths.view(-1, 1, 1).double()
        steps = torch.arange(valid.size(-1), device=valid.device).double()
        diagonal = steps * src / batch.tgt_lengths.view(-1, 1, 1).double().clamp_min(1)
        rel = batch.position.double() / src
        self.relative.append(rel[valid].float().cpu())
        self._add("p_over_S", rel, valid)
        self._add("saturated_high", rel > 1 - SATURATION, valid)
        self._add("saturated_low", rel < SATURATION, valid)
        self._add("diagonal_distance", (batch.position.double() - diagonal).abs() / src, valid)
        local_m = torch.minimum(steps.view(1, 1, -1), src - 1)
        self._add("local_m_distance", (batch.position.double() - local_m).abs() / src, valid)
        diagonal_rel = diagonal / src
        self._add("diagonal_saturated",
                  (diagonal_rel > 1 - SATURATION) | (diagonal_rel < SATURATION), valid)

    def summary(self) -> dict[str, float]:
        """The means described above (empty before any batch)."""
        if not self.count:
            return {}
        out = {name: self.sums[name] / self.count
               for name in ("context_mass", "gaussian_mass", "energy_spread")
               if name in self.sums}
        if self.positioned:
            for name in ("p_over_S", "saturated_high", "saturated_low", "diagonal_distance",
                         "local_m_distance", "diagonal_saturated"):
                out[name] = self.sums[name] / self.positioned
            out["saturated"] = out["saturated_high"] + out["saturated_low"]
        return out

    def relative_positions(self) -> torch.Tensor:
        """Every p_t / S_i added, (M,) float32 (empty without positions)."""
        return torch.cat(self.relative) if self.relative else torch.empty(0)

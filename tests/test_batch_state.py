"""select_batch: every tensor of a nested state reordered along the batch, aliases kept."""

from __future__ import annotations

import dataclasses

import torch

from nmt.model.batch_state import select_batch


@dataclasses.dataclass
class Cache:
    values: torch.Tensor
    lengths: torch.Tensor
    name: str


def test_every_tensor_is_reordered_and_a_shared_one_stays_shared():
    states = torch.arange(24.0).view(4, 3, 2)
    state = {"enc": states, "cache": Cache(states, torch.tensor([3, 2, 2, 1]), "k"),
             "layers": [torch.arange(4), None]}
    order = torch.tensor([2, 0, 0])
    picked = select_batch(state, order)
    torch.testing.assert_close(picked["enc"], states[order])
    torch.testing.assert_close(picked["cache"].lengths, torch.tensor([2, 3, 3]))
    assert picked["layers"][0].tolist() == [2, 0, 0] and picked["layers"][1] is None
    assert picked["cache"].name == "k"
    assert picked["cache"].values is picked["enc"]  # one copy, not one per reference

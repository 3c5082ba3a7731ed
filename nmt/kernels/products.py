"""How the model's weight products x W^T + b are computed: one mechanism, chosen once.

Every weight product of the model goes through ``module.products.linear(x, weight, bias)``:
the model's linear layers are :class:`Linear` (an ``nn.Linear`` that does so), and modules
whose weights serve step by step (the GRU's) call it themselves. What that computes is the
:class:`Products` object the model was given, one for the whole model:

- :class:`TrainingProducts`, given by ``build_model``: ``F.linear``, except inside a
  decoder's teacher-forced step loop (``with self.products.recording():``), where each
  weight is packed for oneDNN once per batch and its gradient is one product over all steps
  (nmt.kernels.step_tape).
- :class:`PackedProducts`, in the copy that :func:`inference_copy` makes for decoding: the
  weights packed for oneDNN once per copy (nmt.kernels.packed). The copy shares the model's
  weights; the caller's model is never changed.
- :class:`Int8Products`, in the copy that :func:`int8_copy` makes for int8 decoding: each
  weight quantised to int8 and prepacked once per copy, activations quantised per product
  (nmt.kernels.int8); outputs float32.

The model's equations thus read the same whichever way its products are computed.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import itertools
from collections.abc import Callable, Iterator
from typing import Any

import torch
import torch.nn.functional as F
from torch import nn

from nmt.kernels.int8 import int8_product, pack_int8
from nmt.kernels.packed import can_pack, pack_weight, packed_product
from nmt.kernels.step_tape import StepTape
from nmt.kernels.switches import enabled


class Products:
    """Plain products: ``F.linear``. The base of the others, and what a module computes
    with before a model gives it its own."""

    def linear(self, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None = None
               ) -> torch.Tensor:
        """x (..., in) -> x weight^T + bias (..., out); weight (out, in), bias (out,)."""
        return F.linear(x, weight, bias)

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        """The block is one teacher-forced step loop (a no-op here)."""
        yield

    def restricted(self, weight: torch.Tensor, bias: torch.Tensor | None, rows: torch.Tensor
                   ) -> Callable[[torch.Tensor], torch.Tensor]:
        """The product with some of the output rows only, prepared once for many calls (a
        decoding batch's vocabulary shortlist): rows (C,) int64 -> a function x (..., in) ->
        x weight[rows]^T + bias[rows] (..., C)."""
        weight = weight.detach()[rows]
        bias = None if bias is None else bias.detach()[rows]
        return lambda x: self.linear(x, weight, bias)


PLAIN = Products()


class TrainingProducts(Products):
    """Plain products, but taped inside :meth:`recording` while gradients are computed: each
    weight's products of the loop share one tape (nmt.kernels.step_tape). Every product made
    while recording must reach the loss, as a recurrence's products do."""

    def __init__(self) -> None:
        self._tape: StepTape | None = None

    def linear(self, x, weight, bias=None):
        if self._tape is not None and torch.is_grad_enabled() and weight.requires_grad:
            return self._tape(x, weight, bias)
        return F.linear(x, weight, bias)

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        """A fresh tape for the block (one forward pass), when the tape trick is on."""
        previous = self._tape
        self._tape = StepTape() if enabled("tape") else None
        try:
            yield
        finally:
            self._tape = previous


class PreparedWeights:
    """Weights prepared once for inference products by ``prepare(weight, bias)`` (packed,
    quantised), kept for the life of this object and prepared again if a weight or its bias is
    changed in place (e.g. by ``load_state_dict``; tensors' version counters tell). Weights
    are told apart by their storage, shape and strides, so a slice of a weight (concat's
    halves) is prepared once too."""

    def __init__(self, prepare: Callable[[torch.Tensor, torch.Tensor | None], Any]) -> None:
        self.prepare = prepare
        self._entries: dict[tuple, tuple] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __call__(self, weight: torch.Tensor, bias: torch.Tensor | None) -> Any:
        """What ``prepare`` made of weight (out, in) and bias (out,) or None."""
        key = (weight.data_ptr(), tuple(weight.shape), weight.stride(),
               None if bias is None else bias.data_ptr())
        versions = (weight._version, None if bias is None else bias._version)
        entry = self._entries.get(key)
        if entry is None or entry[1] != versions:
            with torch.no_grad():
                prepared = self.prepare(weight.detach(),
                                        None if bias is None else bias.detach())
            # the weight itself is kept too, so that its storage cannot be reused by another
            entry = self._entries[key] = (weight, versions, prepared)
        return entry[2]


class PreparedProducts(Products):
    """Inference products over weights prepared once (:class:`PreparedWeights`): subclasses
    say how a weight is prepared (:meth:`prepare`) and multiplied (:meth:`product`)."""

    def __init__(self) -> None:
        self._packed = PreparedWeights(self.prepare)

    def prepare(self, weight: torch.Tensor, bias: torch.Tensor | None) -> Any:
        """weight (out, in) and bias (out,) or None as :meth:`product` takes them."""
        raise NotImplementedError

    def product(self, x: torch.Tensor, prepared: Any) -> torch.Tensor:
        """x (R, in) -> (R, out) with a weight made by :meth:`prepare`."""
        raise NotImplementedError

    def linear(self, x, weight, bias=None):
        return self._rows_of(x, self._packed(weight, bias))

    def restricted(self, weight, bias, rows):
        with torch.no_grad():
            prepared = self.prepare(weight.detach()[rows],
                                    None if bias is None else bias.detach()[rows])
        return functools.partial(self._rows_of, prepared=prepared)

    def _rows_of(self, x: torch.Tensor, prepared: Any) -> torch.Tensor:
        """:meth:`product` of x (..., in) -> (..., out), over its rows."""
        out = self.product(x.reshape(-1, x.size(-1)), prepared)
        return out.reshape(*x.shape[:-1], out.size(-1))


class PackedProducts(PreparedProducts):
    """Inference products with weights packed for oneDNN in ``dtype``; ``rows`` is the typical
    number of input rows, by which oneDNN picks its layout. Inputs are cast to ``dtype``,
    outputs are in it."""

    def __init__(self, rows: int, dtype: torch.dtype) -> None:
        super().__init__()
        self.rows, self.dtype = rows, dtype

    def prepare(self, weight, bias):
        return (pack_weight(weight.to(self.dtype), self.rows),
                None if bias is None else bias.to(self.dtype))

    def product(self, x, prepared):
        return packed_product(x.to(self.dtype), *prepared)


class Int8Products(PreparedProducts):
    """Inference products in int8 (nmt.kernels.int8): each weight quantised per output row
    and prepacked once. Inputs of any float dtype; outputs float32."""

    def prepare(self, weight, bias):
        return pack_int8(weight, bias)

    def product(self, x, prepared):
        return int8_product(x, prepared)


class UsesProducts:
    """A module that computes its weight products with ``self.products`` (set for the whole
    model by :func:`use_products`; plain until then)."""

    products: Products = PLAIN


class Linear(UsesProducts, nn.Linear):
    """``nn.Linear`` (same arguments, parameters and state) computed by the model's products:
    x (..., in_features) -> (..., out_features)."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.products.linear(x, self.weight, self.bias)


def use_products(model: nn.Module, products: Products) -> nn.Module:
    """Make every :class:`UsesProducts` module of ``model`` compute with ``products``;
    returns the model."""
    for module in model.modules():
        if isinstance(module, UsesProducts):
            module.products = products
    return model


def shared_copy(model: nn.Module) -> nn.Module:
    """A copy of the module tree of ``model`` whose parameters and buffers are the model's own
    tensors (no weight is copied): settings of the copy (eval mode, products) leave the model
    as it was."""
    memo = {id(t): t for t in itertools.chain(model.parameters(), model.buffers())}
    return copy.deepcopy(model, memo)


def inference_copy(model: nn.Module, device: torch.device, dtype: torch.dtype, rows: int,
                   pack: bool = True) -> nn.Module:
    """The model prepared for decoding about ``rows`` rows at a time, products in ``dtype``:
    a :func:`shared_copy` in eval mode, with packed products where the device has them and
    ``pack`` allows (else plain ones)."""
    prepared = shared_copy(model).eval()
    products = PackedProducts(rows, dtype) if pack and can_pack(device, dtype) else PLAIN
    return use_products(prepared, products)


def int8_copy(model: nn.Module) -> nn.Module:
    """The model prepared for int8 decoding on the CPU: a :func:`shared_copy` in eval mode
    whose products are :class:`Int8Products` (the float weights stay shared; each copy adds
    its int8 ones)."""
    return use_products(shared_copy(model).eval(), Int8Products())

"""SFT with a shared prompt prefix computed once per optimiser step (``sft.prefix_cache``).

The rft records all start with the same long prompt: the system text, the Community Edition rules
and the built-in example, about 500 of the 630 tokens of a record on average; only the
description and the scene differ. Plain SFT runs that prefix forward and backward for every
example, so on a CPU four fifths of the work is the same prefix again and again.

Here the prefix's key/value cache is computed once per optimiser step, without gradients, with the
adapter as it stands at that step, and every example of the step runs only its own tokens (the
description and the scene) on top of a copy of that cache. The forward pass is the exact one, so
training and validation losses are the exact losses. The gradient leaves out one path: how the
adapter's weights change the prefix's keys and values. The prefix is the same in every record, so
that path only shapes a constant context; the scene tokens' path, through every layer, is kept.

Only the CPU path (transformers + PEFT) uses it; with Unsloth on a GPU the plain SFT runs.
Examples go one at a time (no padding); the effective batch is unchanged (batch x accumulation).
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Sequence
from typing import Any, ClassVar

log = logging.getLogger(__name__)

IGNORE = -100


def chat_text(tok: Any, messages: Sequence[dict[str, str]], *, generation_prompt: bool) -> str:
    text = tok.apply_chat_template(
        list(messages), tokenize=False, add_generation_prompt=generation_prompt
    )
    return str(text)


def tokenize_record(tok: Any, record: dict[str, Any], max_length: int) -> dict[str, list[int]]:
    """``input_ids`` of prompt + completion and ``labels`` with the prompt masked (the loss is
    on the completion only, as ``completion_only_loss`` in TRL)."""
    prompt = chat_text(tok, record["prompt"], generation_prompt=True)
    full = chat_text(
        tok, list(record["prompt"]) + list(record["completion"]), generation_prompt=False
    )
    if not full.startswith(prompt):
        raise ValueError(
            f"record {record.get('task_id', '?')}: the chat template renders the prompt "
            "differently on its own and before the answer; prefix-cached SFT cannot mask it "
            "(set sft.prefix_cache: false)"
        )
    prompt_ids = tok(prompt, add_special_tokens=False)["input_ids"]
    ids = prompt_ids + tok(full[len(prompt) :], add_special_tokens=False)["input_ids"]
    ids = ids[:max_length]
    labels = [IGNORE] * len(prompt_ids) + ids[len(prompt_ids) :]
    return {"input_ids": ids, "labels": labels[: len(ids)]}


def common_prefix(sequences: Sequence[Sequence[int]], *, within: Sequence[int]) -> int:
    """Length of the longest token prefix every sequence shares, never longer than any
    ``within`` (each record's prompt length), so every record keeps its completion and at least
    one prompt token of its own after the prefix."""
    if not sequences:
        return 0
    first = sequences[0]
    n = min(min(len(s) for s in sequences), min(within) - 1 if within else len(first))
    for s in sequences[1:]:
        i = 0
        while i < n and s[i] == first[i]:
            i += 1
        n = i
    return max(n, 0)


def split_records(
    tokenized: Sequence[dict[str, list[int]]], prefix_len: int
) -> list[dict[str, list[int]]]:
    """Each record without the shared prefix: what runs on top of the prefix cache."""
    return [
        {"input_ids": r["input_ids"][prefix_len:], "labels": r["labels"][prefix_len:]}
        for r in tokenized
    ]


def prompt_lengths(tokenized: Sequence[dict[str, list[int]]]) -> list[int]:
    return [sum(1 for x in r["labels"] if x == IGNORE) for r in tokenized]


def collate_one(features: list[dict[str, list[int]]]) -> dict[str, Any]:
    """Batch size 1: examples differ in length and run on a shared cache; no padding."""
    import torch

    if len(features) != 1:
        raise ValueError("prefix-cached SFT runs one example at a time (batch size 1)")
    f = features[0]
    return {
        "input_ids": torch.tensor([f["input_ids"]], dtype=torch.long),
        "labels": torch.tensor([f["labels"]], dtype=torch.long),
    }


def make_trainer_class() -> type:
    """A ``transformers.Trainer`` whose loss runs each example on the shared prefix's cache."""
    import torch
    from transformers import Trainer

    class PrefixCachedTrainer(Trainer):
        prefix_ids: ClassVar[list[int]] = []  # set on the instance before training

        def _prefix_cache(self, model: Any) -> Any:
            step = int(self.state.global_step)
            key = (step, bool(model.training))
            if getattr(self, "_cache_key", None) != key or getattr(self, "_cache", None) is None:
                was_training = model.training
                model.eval()  # no dropout in the prefix: it is the same text for every example
                try:
                    with torch.no_grad():
                        ids = torch.tensor(
                            [self.prefix_ids], dtype=torch.long, device=self.args.device
                        )
                        out = model(input_ids=ids, use_cache=True, logits_to_keep=1)
                finally:
                    model.train(was_training)
                self._cache = out.cache
                self._cache_key = key
            return copy.deepcopy(self._cache)

        def compute_loss(
            self,
            model: Any,
            inputs: dict[str, Any],
            return_outputs: bool = False,
            num_items_in_batch: Any = None,
        ) -> Any:
            n_prefix = len(self.prefix_ids)
            n = int(inputs["input_ids"].shape[1])
            device = inputs["input_ids"].device
            inputs = dict(inputs)
            inputs["cache"] = self._prefix_cache(
                model
            )  # transformers 5: `cache` (was past_key_values)
            inputs["attention_mask"] = torch.ones(
                (1, n_prefix + n), dtype=torch.long, device=device
            )
            inputs["position_ids"] = torch.arange(n_prefix, n_prefix + n, device=device)[None, :]
            inputs["use_cache"] = True
            return super().compute_loss(
                model, inputs, return_outputs=return_outputs, num_items_in_batch=num_items_in_batch
            )

    return PrefixCachedTrainer

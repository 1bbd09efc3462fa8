"""Numbered deals: the same card order for a deal number on every machine.

``random.shuffle`` may change between Python versions, so the edition uses its
own small generator, written down here so that anyone can reproduce a deal:

1. The seed is the first 8 bytes (big-endian) of SHA-256 of the text
   ``"<game slug>:<deal number>:<purpose>"``; the purpose is ``"deal"`` for the
   opening shuffle and ``"redeal-<k>"`` for the k-th shuffle during play
   (The Sultan's talon), so replaying the moves reproduces the game.
2. Numbers come from SplitMix64 (Steele, Lea and Flood 2014) on that seed.
3. A uniform integer below ``n`` is drawn by rejection (no modulo bias).
4. The pack, in the canonical order of :func:`patience.cards.packs`, is
   shuffled by Fisher-Yates from the last position down: for ``i`` from
   ``len - 1`` to ``1``, swap position ``i`` with position ``below(i + 1)``.
   Cards are then dealt from the end of the list (the top of the pack).
"""

from __future__ import annotations

import hashlib
from typing import MutableSequence, TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1


class DealRandom:
    """SplitMix64 seeded from a game slug, a deal number and a purpose."""

    def __init__(self, slug: str, deal: int, purpose: str = "deal") -> None:
        digest = hashlib.sha256(f"{slug}:{deal}:{purpose}".encode()).digest()
        self._state = int.from_bytes(digest[:8], "big")

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffled(items: list[T], slug: str, deal: int, purpose: str = "deal") -> list[T]:
    """A shuffled copy of ``items`` for that game, deal number and purpose."""
    out = list(items)
    DealRandom(slug, deal, purpose).shuffle(out)
    return out

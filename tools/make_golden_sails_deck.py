"""Generate content/golden_sails/cards.yaml once, from the design note's counts.

Run once and commit the result (`python tools/make_golden_sails_deck.py`); the game never
regenerates the deck, and people may edit the YAML by hand afterwards. It is a dev tool,
so it uses its own `random.Random(SEED)`: same seed, same file.

How the deck is built (../shared/design/golden_sails.md, "The deck"):
- each area's column holds exactly the design's counts (8 of each spice, 6 of each gem
  class, 12 of each animal, 12 of each weapon kind, the 48 spells);
- a weapon kind's 12 values use all of 0-2, 2-0, 1-1, 1-2, 2-1 with mirrored counts, so its
  left total equals its right total;
- the six spice pairs form a ring over the six spices (each spice in two pairs);
- the columns are shuffled, then pairs of values are swapped within a column while that
  makes the cross-tables of the areas (spice × animal, gem × weapon kind, ...) more even,
  so that no area of a card predicts another.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.games.golden_sails.model import ANIMALS, GEM_CLASSES, SPICES, WEAPONS  # noqa: E402

SEED = 1497
CARDS = 48
MIX_STEPS = 40_000
OUT = ROOT / "content" / "golden_sails" / "cards.yaml"


def weapon_column(rng: random.Random) -> list[tuple[str, int, int]]:
    """12 weapons per kind; mirrored counts of 0-2/2-0 and 1-2/2-1 balance left and right."""
    column = []
    for kind in WEAPONS:
        far, near = rng.choice([(a, b) for a in range(1, 4) for b in range(1, 4) if 2 * (a + b) < 12])
        values = [(0, 2), (2, 0)] * far + [(1, 2), (2, 1)] * near + [(1, 1)] * (12 - 2 * (far + near))
        column += [(kind, left, right) for left, right in values]
    return column


def spell_column(rng: random.Random) -> list[dict]:
    ring = list(SPICES)
    rng.shuffle(ring)
    pairs = [[ring[i], ring[(i + 1) % len(ring)]] for i in range(len(ring))]
    spells = [{"power": "goods_count", "type": t} for t in ("gems", "spices", "animals", "weapons") for _ in range(2)]
    spells += [{"power": "spell_count"}] * 4
    spells += [{"power": "animal_kind", "animal": a} for a in ANIMALS for _ in range(2)]
    spells += [{"power": "spice_pair", "spices": pair} for pair in pairs]
    spells += [{"power": "five_types"}] * 3 + [{"power": "animal_trio"}] * 3 + [{"power": "gem_shift"}] * 4
    spells += [{"power": "weapon_boost", "weapon": w} for w in WEAPONS]
    spells += [{"power": "weapon_shield"}] * 4 + [{"power": "universal"}] * 4
    return [dict(s) for s in spells]


def category(column: str, value) -> object:
    """What a card's area is for the evenness measure: the kind, not the exact values."""
    if column == "weapon":
        return value[0]
    if column == "spell":
        return value["power"]
    return value


def unevenness(columns: dict[str, list]) -> float:
    """Sum over every pair of areas of the chi-square distance of their cross-table from
    the even table; 0 would mean no area tells anything about another."""
    total = 0.0
    cats = {name: [category(name, v) for v in values] for name, values in columns.items()}
    for a, b in itertools.combinations(cats, 2):
        count_a, count_b = Counter(cats[a]), Counter(cats[b])
        joint = Counter(zip(cats[a], cats[b]))
        for x, nx in count_a.items():
            for y, ny in count_b.items():
                expected = nx * ny / CARDS
                total += (joint[(x, y)] - expected) ** 2 / expected
    return total


def make_deck(seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    columns = {
        "spice": [s for s in SPICES for _ in range(8)],
        "gem": [g for g in GEM_CLASSES for _ in range(6)],
        "animal": [a for a in ANIMALS for _ in range(12)],
        "weapon": weapon_column(rng),
        "spell": spell_column(rng),
    }
    for values in columns.values():
        rng.shuffle(values)
    score = unevenness(columns)
    names = list(columns)
    for _ in range(MIX_STEPS):
        name = rng.choice(names)
        i, j = rng.sample(range(CARDS), 2)
        column = columns[name]
        column[i], column[j] = column[j], column[i]
        new = unevenness(columns)
        if new <= score:
            score = new
        else:
            column[i], column[j] = column[j], column[i]
    cards = [{"id": f"gs{n + 1:02d}", **{name: columns[name][n] for name in names}} for n in range(CARDS)]
    keys = {(c["spice"], c["gem"], c["animal"], c["weapon"], str(c["spell"])) for c in cards}
    assert len(keys) == CARDS, "two cards came out identical; pick another seed"
    return cards


def to_yaml(cards: list[dict], seed: int) -> str:
    lines = [
        "# The Golden Sails deck: 48 goods cards, each with all five areas.",
        f"# Generated once by tools/make_golden_sails_deck.py (seed {seed}) from the counts in the",
        "# design note; the game never regenerates it. Edit by hand if you like: the loader checks",
        "# every field, and tests/test_content_golden_sails.py checks the design's counts.",
        "cards:",
    ]
    for card in cards:
        kind, left, right = card["weapon"]
        spell = card["spell"]
        params = "".join(
            f", {key}: [{', '.join(value)}]" if isinstance(value, list) else f", {key}: {value}"
            for key, value in spell.items() if key != "power"
        )
        lines += [
            f"  - id: {card['id']}",
            f"    spice: {card['spice']}",
            f"    gem: {card['gem']}",
            f"    animal: {card['animal']}",
            f"    weapon: {{kind: {kind}, left: {left}, right: {right}}}",
            f"    spell: {{power: {spell['power']}{params}}}",
        ]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.write_text(to_yaml(make_deck(args.seed), args.seed), encoding="utf-8")
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

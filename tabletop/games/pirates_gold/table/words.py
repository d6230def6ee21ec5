"""Names, pictures and explanations of Pirates' Gold things, for tooltips and buttons.

The card texts and names come from content; this module only turns rules vocabulary
(cell kinds, phases, directions, action arguments) into plain sentences and picks the
game-icons picture that shows each kind of card.
"""

from __future__ import annotations

from tabletop.games.pirates_gold.model import CardKind, PiratesGoldContent
from tabletop.games.pirates_gold.phases import CARD_PHASES, Phase
from tabletop.games.pirates_gold.view import PiratesGoldView

DIRECTION_NAMES = {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east",
                   "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"}

EFFECT_ICONS = {
    "set_wind": "windsock", "extra_sail": "sail", "steady_winds": "sextant", "skip_turn": "hourglass",
    "resupply": "coins", "treasure_island": "island", "assault": "crossed-sabres", "freak_wave": "big-wave",
    "counter": "magic-shield", "ghost_ship": "ghost", "card_tricks": "card-exchange", "curse": "cursed-star",
    "captain": "pirate-captain", "shore_leave": "palm-tree",
}
"""The picture on a card, by its effect type (Storm gets its own below)."""

GROUP_COLOURS = {
    "sky_and_wind": (62, 120, 150), "sabres_and_ducats": (160, 112, 40),
    "pirate_magic": (110, 78, 140), "pirate_manoeuvres": (70, 120, 80),
}
"""The band colour of a card's group, so a hand reads at a glance."""

PHASE_NAMES = {Phase.CARDS1: "Card phase I", Phase.CARDS2: "Card phase II", Phase.WINDOW: "Counter window",
               Phase.SAIL: "Sailing", Phase.WIND_CHOICE: "Choosing the wind", Phase.TOSS: "Too much cargo",
               Phase.DISCARD: "Hand limit", Phase.SWAP: "Card swap", Phase.END: "End phase", Phase.OVER: "Game over"}


class Words:
    def __init__(self, content: PiratesGoldContent) -> None:
        self.content = content

    def card(self, card_id: str) -> CardKind:
        return self.content.card(card_id)

    def name(self, card_id: str) -> str:
        return self.content.card(card_id).name

    def icon(self, card_id: str) -> str:
        card = self.content.card(card_id)
        if card.effect.type == "set_wind" and len(card.effect.directions) == 4:
            return "lightning-storm"
        return EFFECT_ICONS.get(card.effect.type, "scroll-unfurled")

    def group_colour(self, card_id: str) -> tuple[int, int, int]:
        return GROUP_COLOURS.get(self.content.card(card_id).group, (90, 90, 90))

    def card_tip(self, card_id: str, playable: bool | None, why: str = "") -> str:
        """The card's text; on the holder's move, whether a click plays it, or `why` not."""
        card = self.content.card(card_id)
        tip = f"{card.name}: {card.text}"
        if playable is True:
            tip += " Click to play it."
        elif playable is False:
            tip += " " + (why or "It cannot be played now.")
        return tip

    def why_not(self, view: PiratesGoldView, card_id: str) -> str:
        """Why a card in the viewer's hand cannot be played at their decision now, from
        the phase and what the card needs (said when the dimmed card is clicked); "" when
        the rules would allow it (only a guided step kept it out)."""
        if any(a.kind == "play" and a.args[0] == card_id for a in view.legal):
            return ""
        if view.phase == Phase.WINDOW:
            return "Not now: only Counter Magic answers a card just played."
        if view.phase not in CARD_PHASES:
            return ("Not now: cards are played in the card phases, before and after sailing "
                    f"(now: {PHASE_NAMES.get(view.phase, view.phase).lower()}).")
        effect = self.content.card(card_id).effect
        needs = {
            "set_wind": f"the wind already blows toward the {self.direction(view.wind)}",
            "treasure_island": ("only the active player may play it" if view.seat != view.active
                                else "the reserve holds no ducat"),
            "assault": "it needs another ship carrying ducats on your space, outside a home port",
            "counter": "Counter Magic only answers a card just played, when you are asked",
            "resupply": "it needs a ducat in the reserve and an empty ducat space",
            "ghost_ship": "no ship can be moved onto another ship's space (home ports do not count)",
            "curse": f"no other ship can be pushed {effect.steps} space{'s' if effect.steps != 1 else ''} in a straight line",
            "captain": "your ship has no free space within reach",
            "shore_leave": "no small island lies next to your ship, or it already crossed land this round",
            "freak_wave": "your ship has no other card space to go to",
        }.get(effect.type, "it has nothing to act on")
        return f"Not now: {needs}."

    def win_value(self, players: int) -> int:
        return self.content.numbers.win_value[players]

    def cell_tip(self, kind: str, row: int, col: int, port_owner: str | None, has_ducat: bool | None) -> str:
        where = f"Row {row + 1}, column {col + 1}: "
        if kind == "land":
            return where + "land. No ship may sail onto or across it."
        if kind == "small_island":
            return where + "a small island. It blocks sailing, but Shore Leave can hop a ship over it."
        if kind == "ducat":
            state = ("a face-down ducat lies here (its value stays hidden until it is hauled up)"
                     if has_ducat else "nothing lies here now (Re-supply can put a ducat back)")
            return where + f"a ducat space; {state}. A ship that ends the round here loads it."
        if kind == "card":
            return (where + "a card space. A ship that ends the round here draws an action card "
                    "(not when its active player stayed put).")
        if port_owner is not None:
            return (where + f"{port_owner}'s home port. Only {port_owner} may enter; ducats carried in "
                    "are unloaded here and count toward the win.")
        return where + "open sea."

    @staticmethod
    def direction(code: str) -> str:
        return DIRECTION_NAMES.get(code, code)

    def play_sentence(self, card_id: str, args: tuple, names: list[str]) -> str:
        """A played card with its choice, in words ("Storm: wind toward the east")."""
        card = self.content.card(card_id)
        kind = card.effect.type
        said = ""
        if kind == "set_wind" and args:
            said = f"wind toward the {self.direction(args[0])}"
        elif kind in ("steady_winds", "skip_turn") and args:
            said = f"on {names[args[0]]}"
        elif kind == "assault" and args:
            said = f"boarding {names[args[0]]}'s ship"
        elif kind == "curse" and len(args) == 2:
            said = f"pushing {names[args[0]]}'s ship {self.direction(args[1])}"
        elif kind == "ghost_ship" and len(args) == 3:
            said = f"{names[args[0]]}'s ship to row {args[1] + 1}, column {args[2] + 1}"
        elif len(args) == 2 and all(isinstance(a, int) for a in args):
            said = f"to row {args[0] + 1}, column {args[1] + 1}"
        return f"{card.name}: {said}" if said else card.name

    def roll_sentence(self, view: PiratesGoldView) -> str:
        if view.roll is None:
            return "No dice this round (Steady Winds): the wind stays as it was."
        face, strength = view.roll
        said = {"choice": "free choice of the wind", "same": "the wind stays as it was"}.get(
            face, f"the wind turns toward the {self.direction(face)}")
        since = []
        if face in DIRECTION_NAMES and face != view.wind:
            since.append(f"turned the wind toward the {self.direction(view.wind)}")
        if strength != view.strength:
            since.append(f"set the strength to {view.strength}")
        later = f" A card has since {' and '.join(since)}." if since else ""
        return f"The dice showed {said} and strength {strength}.{later}"

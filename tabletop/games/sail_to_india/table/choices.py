"""What a click does now: the legal actions of the view, laid onto the things of the table.

A click on a space, a town, a ship cell or a technology plays a `Target`; the buttons of
the action bar play the rest. Two choices are kept by the table before anything is
played: the ship picked in a move (`origin`, then a reachable town), and the marker to
send home or lift with Geography (`mode`), so those can still be called off. The free
actions (Return…, Geography…, Bank System) sit in the bar at every decision of the turn
where the rules offer them, also beside a gain that waits for room. Everything here
comes from `view.legal` and `view.free_picks`: nothing lights up that is not legal.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.action import Action
from tabletop.games.sail_to_india.table.words import Words
from tabletop.games.sail_to_india.view import SailToIndiaView, SeatView
from tabletop.ui.widgets.action_bar import ButtonSpec

RETURN_MODE, GEOGRAPHY_MODE = "return", "geography"
OPENS = {RETURN_MODE: "recall", GEOGRAPHY_MODE: "geography"}
"""The action each kept mode plays first once a marker is clicked."""
Key = tuple


@dataclass(frozen=True)
class Target:
    """What a click on one thing does: play `actions` in order, or pick the ship at
    `select` for a move; `confirm` is asked first when the loss is not obvious."""

    actions: tuple[Action, ...] = ()
    select: int | None = None
    confirm: str | None = None



def origins(legal: tuple[Action, ...]) -> set[int]:
    """Positions (0 = Lisboa) from which a ship or marker may sail now."""
    return {a.args[0] for a in legal if a.kind == "sail"}


def _space_key(what: str, position: int, space: int) -> Key:
    return ("build" if what == "building" else "good", position, space)


def _pick_key(action: Action) -> Key:
    what = action.args[0]
    if what == "ship":
        return ("sea", action.args[1])
    if what in ("banker", "historian"):
        return (what,)
    return _space_key(what, action.args[1], action.args[2])


def _loss(view: SailToIndiaView, what: str, words: Words) -> str | None:
    """The confirmation for sending home a banker or historian: what it held is lost."""
    if view.seat is None or what not in ("banker", "historian"):
        return None
    seat = view.seats[view.seat]
    value, cap, word = ((seat.wealth, words.numbers.banker_capacity, "wealth") if what == "banker"
                        else (seat.vp, words.numbers.historian_capacity, "VP"))
    lost = value - (value - 1) // cap * cap
    return f"Send a {what} home to Lisboa? It holds {lost} {word}, which is lost."


def gain_waits(view: SailToIndiaView) -> bool:
    """Whether the seat to act is asked where a gain without room goes (hire or let it
    go). Read from the gains, not from the answers on offer: a tutorial may narrow those
    to one. Not while a free-action mode is open: that is answered first."""
    return bool(view.gains) and bool(view.legal) and view.phase not in ("recall", "lift")


def action_key(action: Action) -> Key | None:
    """The thing on the table a click on which plays `action` by itself: a space, a
    technology, a marker to send home or lift (None for sailing and the bar's moves)."""
    if action.kind in ("build", "claim", "pick"):
        return _space_key("building" if action.kind == "build" else "good", *action.args)
    if action.kind == "tech":
        return ("tech", action.args[0])
    if action.kind in ("return", "lift"):
        return _pick_key(action)
    return None


def targets(view: SailToIndiaView, mode: str | None, origin: int | None, words: Words) -> dict[Key, Target]:
    legal = view.legal
    out: dict[Key, Target] = {}
    if not legal:
        return out
    kinds = {a.kind for a in legal}
    if mode == RETURN_MODE and "recall" in kinds:
        for pick in view.free_picks:
            if pick.kind == "return":
                out[_pick_key(pick)] = Target((Action("recall"), pick), confirm=_loss(view, pick.args[0], words))
        return out
    if mode == GEOGRAPHY_MODE and "geography" in kinds:
        for pick in view.free_picks:
            if pick.kind == "lift":
                out[_pick_key(pick)] = Target((Action("geography"), pick))
        return out
    for action in legal:
        if action.kind in ("build", "claim", "pick", "tech", "return", "lift"):
            confirm = _loss(view, action.args[0], words) if action.kind == "return" else None
            out[action_key(action)] = Target((action,), confirm=confirm)
        elif action.kind == "sail":
            start, end = action.args
            out[("lisboa",) if start == 0 else ("sea", start)] = Target(select=start)
            if start == origin:
                out[("town", end)] = Target((action,))
    return out


def buttons(view: SailToIndiaView, mode: str | None, words: Words) -> list[ButtonSpec]:
    legal = view.legal
    if not legal:
        return []
    kinds = {a.kind for a in legal}
    if mode is not None:
        what = "send home" if mode == RETURN_MODE else "lift back into its town's sea"
        return [ButtonSpec("Cancel", f"Keep everything where it is; choose no marker to {what}.",
                           command="cancel", style="quiet", icon="cancel")]
    return _step_buttons(view, kinds, words) + _free_buttons(view, kinds, words)


def _step_buttons(view: SailToIndiaView, kinds: set[str], words: Words) -> list[ButtonSpec]:
    """The buttons of the decision at hand, without the free actions."""
    legal = view.legal
    n = words.numbers
    if gain_waits(view):
        kind, amount = view.gains[0]
        role, word = ("banker", "wealth") if kind == "wealth" else ("historian", "VP")
        cap = n.banker_capacity if kind == "wealth" else n.historian_capacity
        specs = []
        if "hire" in kinds:
            specs.append(ButtonSpec(f"New {role} from Lisboa", f"Move one of your markers from Lisboa onto the "
                                    f"card as a new {role}: it holds up to {cap} of the {amount} {word} that would "
                                    "be lost. That marker can no longer sail.", (Action("hire", (kind,)),),
                                    enabled=Action("hire", (kind,)) in legal, icon=words.icon(role)))
            why = "Keep your Lisboa markers"
        else:
            why = "Nobody stands on Lisboa (send a marker home first to make room)"
        specs.append(ButtonSpec(f"Let {amount} {word} go", f"{why}; the {amount} {word} without room are lost.",
                                (Action("forgo", (kind,)),), enabled=Action("forgo", (kind,)) in legal,
                                style="quiet"))
        return specs
    if view.phase == "main":
        return _main_buttons(view, kinds, words)
    if view.phase == "map":
        offer = _map_offer(view, words)
        paid = f"Pay {offer[0]} wealth for {offer[1]} VP" if offer else "Pay for VP"
        return [ButtonSpec(paid, "Map: buy VP for the town you just discovered.", (Action("map_pay"),),
                           enabled="map_pay" in kinds, icon=words.icon("vp")),
                ButtonSpec("No, thanks", "Keep your wealth.", (Action("map_skip"),), enabled="map_skip" in kinds,
                           style="quiet")]
    done = Action("done") in legal
    if view.phase == "move":
        return [ButtonSpec("Done sailing", "Stop moving ships: a town your ship entered is discovered, then your "
                           "ships may unload as trade goods.", (Action("done"),), enabled=done, icon="check-mark")]
    if view.phase == "claim":
        return [ButtonSpec("Finish the move", "Leave the other ships at sea and end this action.",
                           (Action("done"),), enabled=done, icon="check-mark")]
    if view.phase == "sell":
        if view.sale and done:
            kinds_sold, wealth, vp = view.sale
            label = f"Sell: +{wealth} wealth" + (f", +{vp} VP" if vp else "")
            tip = (f"Sell the picked goods ({kinds_sold} kind{'s' if kinds_sold != 1 else ''}, marketplaces "
                   f"included) for {wealth} wealth and {vp} VP; their markers go back to Lisboa.")
        else:
            label, tip = "Pick goods to sell", "Click your goods markers on the towns first."
        return [ButtonSpec(label, tip + " " + words.chart_sentence(), (Action("done"),), enabled=done,
                           icon=words.icon("wealth"))]
    if view.phase == "lift" and done:
        return [ButtonSpec("Done lifting", "Stop using Geography for this turn.", (Action("done"),),
                           icon="check-mark")]
    return []


def _main_buttons(view: SailToIndiaView, kinds: set[str], words: Words) -> list[ButtonSpec]:
    n = words.numbers
    seat = view.seats[view.seat] if view.seat is not None else None
    specs = [
        ButtonSpec(f"Employ ({n.employ_cost})", f"Action: pay {n.employ_cost} wealth; one marker from your stock "
                   "joins Lisboa.", (Action("employ"),), enabled="employ" in kinds, icon=words.icon("stock")),
        ButtonSpec("Move ships", _move_tip(seat), (Action("move"),), enabled="move" in kinds,
                   icon=words.icon("ship")),
        ButtonSpec("Sell goods", "Action: pick trade goods to sell; the more different kinds, the more you earn.",
                   (Action("sell"),), enabled="sell" in kinds, icon=words.icon("wealth")),
    ]
    nxt = seat.speed + 1 if seat else None
    if nxt in n.speed_costs:
        specs.append(ButtonSpec(f"Speed {nxt} ({n.speed_costs[nxt]})", words.speed_sentence(seat.speed),
                                (Action("speed"),), enabled="speed" in kinds, icon=words.icon("ship_builder")))
    return specs


def _move_tip(seat: SeatView | None) -> str:
    """Moving stays legal with nothing to sail (it is how a player with no other choice
    spends an action), so the tip warns before the action point is spent for nothing."""
    tip = "Action: sail ships and markers from Lisboa along the coast, then unload ships as trade goods."
    if seat is not None and not any(seat.sea):
        tip += " You have no ship at sea and no marker on Lisboa: this would only use up the action."
    return tip


def _free_buttons(view: SailToIndiaView, kinds: set[str], words: Words) -> list[ButtonSpec]:
    """Return…, Geography… and Bank System, wherever they are legal (no action point)."""
    specs = []
    if "recall" in kinds:
        specs.append(ButtonSpec("Return…", "Free: send one of your ships, goods, buildings, a banker or a "
                                "historian back to Lisboa.", command=RETURN_MODE, style="quiet",
                                icon=words.icon("lisboa")))
    if "geography" in kinds:
        specs.append(ButtonSpec("Geography…", "Free: " + words.text("geography"), command=GEOGRAPHY_MODE,
                                style="quiet", icon=words.icon("geography") if "geography" in
                                words.presentation.icons else words.icon("technology")))
    if "bank" in kinds:
        offer = _purchase(view, words)
        label = f"Pay {offer[0]} for {offer[1]} VP" if offer else "Bank System"
        specs.append(ButtonSpec(label, "Free: " + words.text("bank_system"), (Action("bank"),), style="quiet",
                                icon=words.icon("vp")))
    return specs


def _owned_offer(view: SailToIndiaView, words: Words, ask: str) -> tuple[int, int] | None:
    for tech_id, owner in view.techs:
        if owner == view.seat:
            offer = getattr(words.content.tech(tech_id).effect, ask)()
            if offer is not None:
                return offer
    return None


def _map_offer(view: SailToIndiaView, words: Words) -> tuple[int, int] | None:
    return _owned_offer(view, words, "discovery_offer")


def _purchase(view: SailToIndiaView, words: Words) -> tuple[int, int] | None:
    return _owned_offer(view, words, "vp_purchase")


def decision(view: SailToIndiaView, mode: str | None, origin: int | None) -> str:
    """The choice at hand in one sentence ({P<seat>} is filled in by the host)."""
    if view.phase == "over" or view.to_act is None:
        return ""
    who = f"{{P{view.to_act}}}"
    if not view.legal:
        if view.ap == 0:
            return f"{who} is finishing the turn."
        return f"{who} is taking a turn ({view.ap} action{'s' if view.ap != 1 else ''} left)."
    if mode == RETURN_MODE:
        return f"{who}: click a marker to send home to Lisboa"
    if mode == GEOGRAPHY_MODE:
        return f"{who}: click a goods marker or building to lift"
    if gain_waits(view):
        kind, amount = view.gains[0]
        verb = "does" if amount == 1 else "do"
        ask = "take a marker from Lisboa?" if Action("hire", (kind,)) in view.legal else "send a marker home first?"
        return f"{who}: {amount} {'wealth' if kind == 'wealth' else 'VP'} {verb} not fit — {ask}"
    phase = view.phase
    if phase == "main":
        return f"{who}: choose an action ({view.ap} left)"
    if phase == "move":
        if not any(a.kind == "sail" for a in view.legal):
            return f"{who}: no ship can sail further — press Done sailing"
        if origin is None:
            return f"{who}: click a ship or Lisboa, or press Done sailing"
        return f"{who}: click a lit town to sail there"
    return {
        "map": f"{who}: buy VP with the Map?",
        "claim": f"{who}: click goods spaces to unload ships, or finish",
        "sell": f"{who}: click goods to sell, then Sell",
        "lift": f"{who}: click more markers to lift, or press Done",
        "recall": f"{who}: click a marker to send home to Lisboa",
    }.get(phase, f"{who}: choose")

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

import pygame

from tabletop.engine.action import Action
from tabletop.games.sail_to_india.table.words import Words
from tabletop.games.sail_to_india.view import SailToIndiaView, SeatView
from tabletop.ui.spots import Spot
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

    @property
    def direct(self) -> bool:
        """Whether a click plays one move at once: no ship to pick, no question first."""
        return len(self.actions) == 1 and self.select is None and self.confirm is None


def spot(rect: pygame.FRect, kind: str, tip: str, key: Key | None, targets: dict[Key, Target]) -> Spot:
    """A hotspot that may be a legal target: `key` names it, its target (if lit) says what
    a click does, and a target that is one move and nothing else is that spot's action."""
    target = targets.get(key) if key is not None else None
    action = target.actions[0] if target is not None and target.direct else None
    return Spot(pygame.FRect(rect), kind, tip, data={"key": key, "target": target}, action=action)


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


SLOTS = 7
"""The bar's fixed slots, left to right: Bank System, Geography…, Return… (the free
actions), then Employ, Move ships, Sell goods, Speed. A button always sits in its own
slot, so none moves when another comes or goes (a click aimed from memory lands where
it was aimed). The question of a step (Done sailing, a sale, the Map's offer, a gain
without room) spans two of the action slots: its answer on the right, Sell and Speed's
place; the modest way out (no, thanks; let it go) on the left, Employ and Move's."""
BANK_SLOT, GEOGRAPHY_SLOT, RETURN_SLOT = (0, 0), (1, 1), (2, 2)
EMPLOY_SLOT, MOVE_SLOT, SELL_SLOT, SPEED_SLOT = (3, 3), (4, 4), (5, 5), (6, 6)
ANSWER_SLOT, DECLINE_SLOT = (5, 6), (3, 4)
MODE_SLOTS = {RETURN_MODE: RETURN_SLOT, GEOGRAPHY_MODE: GEOGRAPHY_SLOT}
"""Cancel takes the place of the button that opened the choice: a second click there
calls it off."""


def buttons(view: SailToIndiaView, mode: str | None, words: Words) -> list[ButtonSpec]:
    """The bar's buttons, each with its fixed `slot`; a greyed one says why."""
    legal = view.legal
    if not legal:
        return []
    kinds = {a.kind for a in legal}
    if mode is not None:
        what = "send home" if mode == RETURN_MODE else "lift back into its town's sea"
        return [ButtonSpec("Cancel", f"Keep everything where it is; choose no marker to {what}.",
                           command="cancel", style="quiet", icon="cancel", slot=MODE_SLOTS[mode])]
    if kinds & {"return", "lift"}:       # a free-action mode of the rules is open: its picks are on the board
        return _step_buttons(view, kinds, words)
    return _step_buttons(view, kinds, words) + _free_buttons(view, kinds, words)


def confirm_buttons(target: Target) -> list[ButtonSpec]:
    """"Are you sure?" for a marker whose loss is not obvious: yes where answers go."""
    return [ButtonSpec("Yes, send it home", target.confirm or "", target.actions, style="danger",
                       icon="check-mark", slot=ANSWER_SLOT),
            ButtonSpec("Keep it", "Change nothing.", command="unconfirm", style="quiet", icon="cancel",
                       slot=DECLINE_SLOT)]


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
            held = f"the {amount} {word}" if amount <= cap else f"{cap} of the {amount} {word}"
            specs.append(ButtonSpec(f"New {role} from Lisboa", f"Move one of your markers from Lisboa onto the "
                                    f"card as a new {role}: it holds {held} that would otherwise be lost. That "
                                    "marker can no longer sail.", (Action("hire", (kind,)),),
                                    enabled=Action("hire", (kind,)) in legal, icon=words.icon(role),
                                    slot=ANSWER_SLOT))
            why = "Keep your Lisboa markers"
        else:
            why = "Nobody stands on Lisboa (send a marker home first to make room)"
        specs.append(ButtonSpec(f"Let {amount} {word} go", f"{why}; the {amount} {word} without room are lost.",
                                (Action("forgo", (kind,)),), enabled=Action("forgo", (kind,)) in legal,
                                style="quiet", slot=DECLINE_SLOT))
        return specs
    if view.phase == "main":
        return _main_buttons(view, kinds, words)
    if view.phase == "map":
        offer = _map_offer(view, words)
        paid = f"Pay {offer[0]} wealth for {offer[1]} VP" if offer else "Pay for VP"
        why = _short_of(offer[0], view.seats[view.seat].wealth) if offer and view.seat is not None else ""
        return [ButtonSpec(paid, "Map: buy VP for the town you just discovered.", (Action("map_pay"),),
                           enabled="map_pay" in kinds, icon=words.icon("vp"), why=why, slot=ANSWER_SLOT),
                ButtonSpec("No, thanks", "Keep your wealth.", (Action("map_skip"),), enabled="map_skip" in kinds,
                           style="quiet", slot=DECLINE_SLOT)]
    done = Action("done") in legal
    if view.phase == "move":
        return [ButtonSpec("Done sailing", "Stop moving ships: a town your ship entered is discovered, then your "
                           "ships may unload as trade goods.", (Action("done"),), enabled=done, icon="check-mark",
                           slot=ANSWER_SLOT)]
    if view.phase == "claim":
        return [ButtonSpec("Finish the move", "Leave the other ships at sea and end this action.",
                           (Action("done"),), enabled=done, icon="check-mark", slot=ANSWER_SLOT)]
    if view.phase == "sell":
        if view.sale and done:
            _, wealth, vp = view.sale
            label = f"Sell: +{wealth} wealth" + (f", +{vp} VP" if vp else "")
            bonus = sale_bonus(view, words)
            tip = (f"Sell the picked goods ({sale_kinds(view, words)}) for {wealth} wealth"
                   + (f" ({bonus})" if bonus else "") + f" and {vp} VP; their markers go back to Lisboa.")
        else:
            label, tip = "Pick goods to sell", "Click your goods markers on the towns first."
        return [ButtonSpec(label, tip + " " + words.chart_sentence(), (Action("done"),), enabled=done,
                           icon=words.icon("wealth"), why="Not yet: click at least one of your goods markers "
                           "on the towns to pick it for the sale.", slot=ANSWER_SLOT)]
    if view.phase == "lift" and done:
        return [ButtonSpec("Done lifting", "Stop using Geography for this turn.", (Action("done"),),
                           icon="check-mark", slot=ANSWER_SLOT)]
    return []


def _short_of(cost: int, wealth: int) -> str:
    """The reason a purchase is greyed, when wealth is the reason ("" otherwise). Every
    reason here is read from what the view shows, never from the greying itself, so a
    button greyed for another cause (a guided step allowing one move) claims none."""
    return f"Not now: it costs {cost} wealth and you have {wealth}." if wealth < cost else ""


def _main_buttons(view: SailToIndiaView, kinds: set[str], words: Words) -> list[ButtonSpec]:
    n = words.numbers
    seat = view.seats[view.seat] if view.seat is not None else None
    employ_why = sell_why = ""
    if seat is not None and seat.stock == 0:
        employ_why = "Not now: your stock is empty; every marker of yours is already out."
    elif seat is not None:
        employ_why = _short_of(n.employ_cost, seat.wealth)
    if not any(view.seat in t.goods_owner for t in view.towns):
        sell_why = "Not now: you have no goods markers on the towns (unload ships as trade goods in a move first)."
    specs = [
        ButtonSpec(f"Employ ({n.employ_cost})", f"Action: pay {n.employ_cost} wealth; one marker from your stock "
                   "joins Lisboa.", (Action("employ"),), enabled="employ" in kinds, icon=words.icon("stock"),
                   why=employ_why, slot=EMPLOY_SLOT),
        ButtonSpec("Move ships", _move_tip(seat), (Action("move"),), enabled="move" in kinds,
                   icon=words.icon("ship"), slot=MOVE_SLOT),
        ButtonSpec("Sell goods", "Action: pick trade goods to sell; the more different kinds, the more you earn.",
                   (Action("sell"),), enabled="sell" in kinds, icon=words.icon("wealth"), why=sell_why,
                   slot=SELL_SLOT),
    ]
    nxt = seat.speed + 1 if seat else None
    if nxt in n.speed_costs:
        specs.append(ButtonSpec(f"Speed {nxt} ({n.speed_costs[nxt]})", words.speed_sentence(seat.speed),
                                (Action("speed"),), enabled="speed" in kinds, icon=words.icon("ship_builder"),
                                why=_short_of(n.speed_costs[nxt], seat.wealth), slot=SPEED_SLOT))
    return specs


def _move_tip(seat: SeatView | None) -> str:
    """Moving stays legal with nothing to sail (it is how a player with no other choice
    spends an action), so the tip warns before the action point is spent for nothing."""
    tip = "Action: sail ships and markers from Lisboa along the coast, then unload ships as trade goods."
    if seat is not None and not any(seat.sea):
        tip += " You have no ship at sea and no marker on Lisboa: this would only use up the action."
    return tip


def _free_buttons(view: SailToIndiaView, kinds: set[str], words: Words) -> list[ButtonSpec]:
    """Return…, and Geography… and Bank System for their owner: at every decision of the
    turn, greyed (saying why) where the rules do not offer them now."""
    specs = [ButtonSpec("Return…", "Free: send one of your ships, goods, buildings, a banker or a "
                        "historian back to Lisboa.", command=RETURN_MODE, style="quiet",
                        icon=words.icon("lisboa"), enabled="recall" in kinds, why=_why_no_return(view),
                        slot=RETURN_SLOT)]
    lifter = _owned_tech(view, words, "lifts_to_sea")
    if lifter is not None:
        specs.append(ButtonSpec("Geography…", "Free: " + words.text("geography"), command=GEOGRAPHY_MODE,
                                style="quiet", icon=words.icon("geography") if "geography" in
                                words.presentation.icons else words.icon("technology"),
                                enabled="geography" in kinds, why=_why_no_tech(view, words, lifter),
                                slot=GEOGRAPHY_SLOT))
    bank = _owned_tech(view, words, "vp_purchase")
    if bank is not None:
        offer = _purchase(view, words)
        label = f"Pay {offer[0]} for {offer[1]} VP" if offer else "Bank System"
        specs.append(ButtonSpec(label, "Free: " + words.text("bank_system"), (Action("bank"),), style="quiet",
                                icon=words.icon("vp"), enabled="bank" in kinds,
                                why=_why_no_tech(view, words, bank), slot=BANK_SLOT))
    return specs


def _owned_tech(view: SailToIndiaView, words: Words, ask: str) -> str | None:
    """The viewer's technology whose effect answers `ask` (a free action it grants)."""
    for tech_id, owner in view.techs:
        if owner == view.seat and getattr(words.content.tech(tech_id).effect, ask)():
            return tech_id
    return None


def _why_no_return(view: SailToIndiaView) -> str:
    seat = view.seats[view.seat] if view.seat is not None else None
    if seat is None or seat.wealth or seat.vp or _builds(view):
        return ""
    idle = [ships - (view.moved[p] if view.phase == "move" and p < len(view.moved) else 0)
            for p, ships in enumerate(seat.sea) if p > 0]
    if any(n > 0 for n in idle):
        return ""
    goods = _goods(view)
    if goods and view.phase != "sell":
        return ""
    if any(seat.sea[1:]):
        return "Not now: your ships at sea sailed in this move; they may go home once the move is over."
    if goods:
        return "Not now: your goods are the sale's to pick; send one home once the sale is over."
    return "Not now: nothing of yours is out to send home (no ship at sea, goods, building, wealth or VP)."


def _goods(view: SailToIndiaView) -> bool:
    return any(view.seat in t.goods_owner for t in view.towns)


def _builds(view: SailToIndiaView) -> bool:
    return any(view.seat in t.build_owner for t in view.towns)


def _why_no_tech(view: SailToIndiaView, words: Words, tech_id: str) -> str:
    tech = words.content.tech(tech_id)
    limit = tech.effect.per_turn
    if limit and dict(view.used).get(tech_id, 0) >= limit:
        times = "once" if limit == 1 else f"{limit} times"
        return f"Not now: {words.name(tech_id)} may be used {times} a turn, and you have used it."
    offer = tech.effect.vp_purchase()
    if offer is not None:
        return _short_of(offer[0], view.seats[view.seat].wealth) if view.seat is not None else ""
    if _builds(view) or (_goods(view) and view.phase != "sell"):
        return ""
    if _goods(view):
        return "Not now: you have no building to lift, and your goods are the sale's to pick."
    return "Not now: you have no goods marker or building on the towns to lift."


def _owned_offer(view: SailToIndiaView, words: Words, ask: str) -> tuple[int, int] | None:
    for tech_id, owner in view.techs:
        if owner == view.seat:
            offer = getattr(words.content.tech(tech_id).effect, ask)()
            if offer is not None:
                return offer
    return None


def _map_offer(view: SailToIndiaView, words: Words) -> tuple[int, int] | None:
    return _owned_offer(view, words, "discovery_offer")


def sale_kinds(view: SailToIndiaView, words: Words) -> str:
    """The kinds a sale under way counts, in words: "3 kinds", and the goods the seller's
    marketplaces add to it ("3 kinds, counting Silk from your marketplace")."""
    if view.sale is None:
        return ""
    kinds = view.sale[0]
    picked = set()
    for code in view.picked:
        town = view.towns[code // 2 - 1].town
        if town is not None:
            picked.add(words.content.town(town).goods[code % 2])
    markets = set()             # as `trade.market_kinds` counts them, read from the view
    for town_view in view.towns:
        for space, owner in enumerate(town_view.build_owner):
            building = words.content.town(town_view.town).buildings[space] if town_view.town else None
            if owner == view.current and building is not None and building.good is not None \
                    and words.content.building(building.kind).effect.market_good():
                markets.add(building.good)
    added = [good for good in words.content.goods if good in markets - picked]
    counted = f"{kinds} kind{'s' if kinds != 1 else ''}"
    if not added:
        return counted
    return (f"{counted}, counting {' and '.join(words.name(g) for g in added)} from your "
            + ("marketplace" if len(added) == 1 else "marketplaces"))


def sale_bonus(view: SailToIndiaView, words: Words) -> str:
    """The wealth the seller's technologies add to every sale, in words ("1 from
    Factory"); "" without any."""
    bonus = [(words.content.tech(t).effect.sale_bonus(), words.name(t)) for t, owner in view.techs
             if owner == view.current and words.content.tech(t).effect.sale_bonus()]
    return f"{sum(b for b, _ in bonus)} from {' and '.join(n for _, n in bonus)}" if bonus else ""


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

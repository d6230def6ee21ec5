"""What a click does now: the legal actions of the view, laid onto the things of the table.

Islands (to place the ship or sail), goods on the tracks (to buy and sell while trading),
the locals (sway), crew ashore and aboard, cargo, cabins, market cards, superiority chips,
routes (the blockade), drawn advisors and election candidates are clicked; the actions
with nothing to point at are the buttons of the action bar. Everything here comes from
`view.legal`: nothing lights up that is not legal. Losing something (tossing a good,
dismissing an advisor) asks first.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from tabletop.engine.action import Action
from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.table.pieces import Key
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui.spots import Spot
from tabletop.ui.widgets.action_bar import ButtonSpec


@dataclass(frozen=True)
class Target:
    """What a click on one thing does: play `actions` in order; `confirm` is asked first."""

    actions: tuple[Action, ...] = ()
    confirm: str | None = None


def hit_area(rect: pygame.FRect, kind: str, tip: str, key: Key | None, targets: dict[Key, Target],
             radius: float = 5) -> Spot:
    """A thing on the table that explains itself; lit when `key` is a target, and then a
    click plays its move (`Spot.action`) or, for one that asks first, puts the question."""
    target = targets.get(key) if key is not None else None
    action = target.actions[0] if target is not None and target.confirm is None else None
    return Spot(pygame.FRect(rect), kind, tip, data={"key": key, "target": target, "radius": radius}, action=action)


def spot_of(view: WindsOfTradeView, spot_id: str) -> int:
    return next(i for i, s in enumerate(view.spots) if s.id == spot_id)


def targets(view: WindsOfTradeView, words: Words) -> dict[Key, Target]:
    out: dict[Key, Target] = {}
    seat = view.seat
    if seat is None or not view.legal:
        return out
    here = view.seats[seat].ship
    for action in view.legal:
        kind = action.kind
        if kind in ("place", "sail"):
            out[("spot", spot_of(view, action.args[0]))] = Target((action,))
        elif kind == "buy":
            out[("selltrack", here, view.spots[here].sell - 1)] = Target((action,))
        elif kind == "sell":
            good = action.args[0]
            slot = _free_slot(view, words, here, good)
            out[("buytrack", here, slot)] = Target((action,))
            out[("cargo", good)] = Target((action,))
        elif kind == "sway":
            out[("locals", here)] = Target((action,))
        elif kind == "embark":
            out[("crew", here)] = Target((action,))
        elif kind == "land":
            out[("aboard",)] = Target((action,))
        elif kind == "toss":
            good = action.args[0]
            out[("cargo", good)] = Target((action,), confirm=f"Toss one {words.name(good)} overboard? "
                                                              "It is lost, for nothing.")
        elif kind == "dismiss":
            card = action.args[0]
            out[("cabin", card)] = Target((action,), confirm=f"Dismiss {words.name(card)}? The advisor is "
                                                             "discarded and the cabin is free again.")
        elif kind in ("peek", "buy_card"):
            key = ("market", here, action.args[0])
            if kind == "peek" or key not in out:     # a face-down card is peeked at first; bought by a button
                out[key] = Target((action,))
        elif kind == "claim":
            out[("faction", action.args[0])] = Target((action,))
        elif kind == "blockade":
            out[("route", action.args[0])] = Target((action,))
        elif kind == "keep":
            out[("drawn", action.args[0])] = Target((action,))
        elif kind == "bid":
            out[("candidate", action.args[0])] = Target((action,))
    return out


def _free_slot(view: WindsOfTradeView, words: Words, spot: int, good: str) -> int:
    """The leftmost empty buy slot for `good` (where a sale puts it)."""
    sv = view.spots[spot]
    track = words.buy_track(sv.card)
    return next(i for i, slot in enumerate(track) if slot.good == good and not sv.buy[i])


def buttons(view: WindsOfTradeView, words: Words) -> list[ButtonSpec]:
    legal, seat = view.legal, view.seat
    if not legal or seat is None:
        return []
    kinds = {a.kind for a in legal}
    if view.phase == Phase.ELECTION:
        return _election_buttons(view, seat, words)
    if view.phase == Phase.TRADE:
        return _trade_buttons(view, seat, words)
    if view.phase == Phase.TURN:
        return _turn_buttons(view, seat, words, kinds)
    return []


def candidate_factions(view: WindsOfTradeView, words: Words) -> list[str]:
    return [words.content.council_index[card].faction for card in view.candidates]


def twins_note(view: WindsOfTradeView, words: Words) -> str:
    """Why two candidates look alike, when they do: the council deck holds several cards
    of each faction, and each candidate counts only the gold placed on it."""
    factions = candidate_factions(view, words)
    twins = [f for f in dict.fromkeys(factions) if factions.count(f) > 1]
    if not twins:
        return ""
    faction = twins[0]
    count = {2: "Two", 3: "Three"}.get(factions.count(faction), "Several")
    return f"{count} {words.short(faction)} candidates: each counts only the gold on it."


def candidate_label(view: WindsOfTradeView, words: Words, i: int) -> str:
    """A candidate's faction, lettered A, B... from the left when another candidate
    shares it (the box's cards and the bar's tips letter them alike)."""
    factions = candidate_factions(view, words)
    name = words.short(factions[i])
    if factions.count(factions[i]) == 1:
        return name
    return f"{name} {'ABC'[factions[:i].count(factions[i])]}"


def _election_buttons(view: WindsOfTradeView, seat: int, words: Words) -> list[ButtonSpec]:
    bid = words.numbers.bid
    gold = view.seats[seat].gold
    twins = twins_note(view, words)
    specs = []
    for i, faction in enumerate(candidate_factions(view, words)):
        action = Action("bid", (i,))
        label = candidate_label(view, words, i)
        # The label keeps the faction alone (a longer one would push the bids over a turn's
        # buttons); the tip names the lettered candidate, in the box's order left to right.
        specs.append(ButtonSpec(f"{words.short(faction)} +{bid}", f"Place {bid} gold on the {label} "
                                "candidate. All gold placed goes to the bank; the candidate with most gold takes "
                                "the council seat." + (" " + twins if twins else ""), (action,),
                                enabled=action in view.legal,
                                icon=words.icon(faction),
                                why=f"Not now: a bid is {bid} gold and you have {gold}; you may still pass."
                                if gold < bid else ""))
    specs.append(ButtonSpec("Pass", "Place nothing this time round; you may bid again while anyone still bids. "
                            "The election ends when everyone passes in a row.", (Action("pass"),), style="quiet",
                            enabled=Action("pass") in view.legal))
    return specs


def _trade_buttons(view: WindsOfTradeView, seat: int, words: Words) -> list[ButtonSpec]:
    here = view.seats[seat].ship
    sv = view.spots[here]
    specs = []
    for action in view.legal:
        if action.kind == "sell":
            good = action.args[0]
            price = words.sale_price(view, seat, here, _free_slot(view, words, here, good))
            specs.append(ButtonSpec(f"Sell {words.name(good)}: +{price} gold", f"Sell one {words.name(good)} into the "
                                    f"leftmost empty slot asking for it, for {price} gold.", (action,),
                                    icon=words.icon(good)))
        elif action.kind == "buy":
            good = words.sells(sv.card)
            assert good is not None, "only an island that sells a good has goods to buy"
            price = words.numbers.sell_track[sv.sell - 1]
            specs.append(ButtonSpec(f"Buy {words.name(good)}: {price} gold", f"Take the rightmost {words.name(good)} "
                                    f"of the sell track for {price} gold (the fuller the track, the cheaper).",
                                    (action,), icon=words.icon(good)))
    specs.append(ButtonSpec("Done trading", "Close the market here and go on with your turn.",
                            (Action("trade_done"),), enabled=Action("trade_done") in view.legal, icon="check-mark"))
    return specs


def _turn_buttons(view: WindsOfTradeView, seat: int, words: Words, kinds: set[str]) -> list[ButtonSpec]:
    n = words.numbers
    cost = n.wind_cost
    sv = view.seats[seat]
    here = sv.ship
    spot = view.spots[here]
    sway_gold = max(0, n.sway_gold + n.sway_per_outrage * spot.outrage - words.bonus(view, seat, "sway_discount"))
    draws = n.recruit_draw + words.bonus(view, seat, "recruit_draw")
    trade = ButtonSpec(f"Trade ({cost['trade']} wind)", f"{cost['trade']} wind: open the market of "
                       f"{words.spot_name(view, here)}; then click goods on its tracks to buy and sell.",
                       (Action("trade"),), enabled="trade" in kinds, icon=words.icon("trade"))
    recruit = ButtonSpec(f"Recruit ({cost['recruit']} wind)", f"{cost['recruit']} wind: draw {draws} advisors and keep "
                         "one in your cabins (a cabin must be free).", (Action("recruit"),),
                         enabled="recruit" in kinds, icon=words.icon("recruit"))
    sway = ButtonSpec(f"Sway ({cost['sway']} wind, {sway_gold} gold)", f"{cost['sway']} wind and {sway_gold} gold: one local "
                      f"of {words.spot_name(view, here)} leaves and one crew from your supply takes its place. "
                      "(You can also click the locals.)", (Action("sway"),), enabled="sway" in kinds,
                      icon=words.icon("sway"), sized_as=f"Sway ({cost['sway']} wind, 10 gold)")
    raid = ButtonSpec(f"Raid ({cost['raid']} wind)", _raid_tip(view, words, seat), (Action("raid"),),
                      enabled="raid" in kinds, style="danger" if "raid" in kinds else "primary",
                      icon=words.icon("raid"))
    land = ButtonSpec("Land crew", "Free: put one crew from your ship ashore here (click your crew aboard too).",
                      (Action("land"),), enabled="land" in kinds, style="quiet", icon=words.icon("crew"))
    aboard = ButtonSpec("Crew aboard", "Free: take one of your crew on this island back aboard.",
                        (Action("embark"),), enabled="embark" in kinds, style="quiet", icon=words.icon("ship"))
    # Left to right: End turn, then what cannot be taken back (dice, draws, a card seen),
    # then what can. The election's buttons lie over the right part of this bar, so a
    # click meant for the election that lands on a turn is always one its maker can undo.
    # Every button is there at every turn, greyed when it cannot be used, so none moves.
    specs = [_end_turn_button(sv.wind, words, "end_turn" in kinds), _blind_button(view, seat, words), raid, recruit, trade, sway, land, aboard]
    return [spec if spec.enabled or not spec.actions or spec.why else
            replace(spec, why=why_not(view, seat, words, spec.actions[0].kind, sway_gold))
            for spec in specs]


def _blind_button(view: WindsOfTradeView, seat: int, words: Words) -> ButtonSpec:
    """Buy the face-down market card here unseen; greyed, saying why, where there is none
    to buy that way (the Golden Isle's lie face up; a card looked at is bought by a click)."""
    sv = view.seats[seat]
    spot = view.spots[sv.ship]
    tip = "Buy the face-down market card here without looking (or click it to peek first, free)."
    sized_as = "Buy blind (0 gold)"
    if spot.id == GOLDEN:
        return ButtonSpec("Buy blind (none)", tip, (Action("buy_card", (0,)),), enabled=False, style="quiet",
                          icon=words.icon("market"), sized_as=sized_as,
                          why="Not here: the Golden Isle's upgrades lie face up; click one to buy it.")
    slot = next((i for i, m in enumerate(spot.market) if m.filled), None)
    if slot is None:
        return ButtonSpec("Buy blind (none)", tip, (Action("buy_card", (0,)),), enabled=False, style="quiet",
                          icon=words.icon("market"), sized_as=sized_as,
                          why="Not now: this island's market has no card left.")
    market = spot.market[slot]
    assert market.cost is not None, "a card on the market shows its price"
    action = Action("buy_card", (slot,))
    why = ""        # read from the position, never from the greying (a guided step may narrow the moves)
    if market.card is not None:
        why = "You have seen this card: click it on the island to buy it."
    elif sv.gold < market.cost:
        why = f"Not now: it costs {market.cost} gold and you have {sv.gold}."
    return ButtonSpec(f"Buy blind ({market.cost} gold)", f"Buy the face-down market card here for {market.cost} gold "
                      "without looking (or click it to peek first, free).", (action,),
                      enabled=action in view.legal and market.card is None, style="quiet",
                      icon=words.icon("market"), sized_as=sized_as, why=why)


def _end_turn_button(wind: int, words: Words, enabled: bool) -> ButtonSpec:
    """End turn sits at the left end of the bar, apart from the election's buttons (Pass
    is the rightmost of those), so a click meant for Pass cannot end the next turn; and
    with wind left it asks first, since the wind is lost."""
    confirm = (f"End your turn with {wind} wind unspent? It is lost: your next wind is set by your cargo."
               if wind > 0 else None)
    return ButtonSpec("End turn", "End your turn; your wind is then set by your cargo: " + _wind_table(words) + ".",
                      (Action("end_turn"),), enabled=enabled, icon=words.icon("end_turn"), confirm=confirm)


def why_not(view: WindsOfTradeView, seat: int, words: Words, kind: str, sway_gold: int) -> str:
    """Why a turn action is not possible now, from what the view shows (a greyed button
    should say so, not leave the player guessing)."""
    n = words.numbers
    sv = view.seats[seat]
    spot = view.spots[sv.ship]
    need = n.wind_cost.get(kind)
    if need is not None and sv.wind < need:
        return f"Not now: it takes {need} wind and you have {sv.wind}."
    moved = {direction for where, direction in view.crew_moves if where == sv.ship}
    reasons = {
        "recruit": [(len(sv.cabins) >= n.cabins, "your cabins are full: dismiss an advisor first"),
                    (not view.advisor_deck and not view.advisor_discard, "no advisors are left to draw")],
        "sway": [(spot.locals == 0, "no locals are left here"),
                 (sv.supply == 0, "you have no crew in your supply to take a local's place"),
                 (sv.gold < sway_gold, f"it costs {sway_gold} gold and you have {sv.gold}")],
        "raid": [(sv.aboard == 0, "a raid needs crew aboard your ship")],
        "land": [(sv.aboard == 0, "you have no crew aboard"),
                 ("embark" in moved, "you took crew aboard here this turn; crew move one way per island and turn")],
        "embark": [(spot.crew[seat] == 0, "none of your crew is ashore here"),
                   (sv.aboard >= n.crew_aboard_max, f"your ship holds at most {n.crew_aboard_max} crew"),
                   ("land" in moved, "you put crew ashore here this turn; crew move one way per island and turn")],
    }.get(kind, [])
    if kind == "trade":
        return f"Not here: nothing to trade ({_no_sale(view, seat, words)}; {_no_purchase(view, seat, words)})."
    found = [text for applies, text in reasons if applies]
    return f"Not now: {found[0]}." if found else "Not possible now."


def _no_sale(view: WindsOfTradeView, seat: int, words: Words) -> str:
    """Why the seat can sell nothing at its island (Trade is greyed only when it can
    neither sell nor buy there)."""
    sv = view.seats[seat]
    if not any(sv.cargo):
        return "you carry no goods"
    return f"{words.spot_name(view, sv.ship)} has no empty slot for your goods"


def _no_purchase(view: WindsOfTradeView, seat: int, words: Words) -> str:
    sv = view.seats[seat]
    spot = view.spots[sv.ship]
    good = words.sells(spot.card)
    if good is None:
        return "it sells nothing"
    if spot.sell == 0:
        return "its sell track is empty"
    if sum(sv.cargo) >= words.hold(view, seat):
        return "your hold is full"
    price = words.numbers.sell_track[spot.sell - 1]
    return f"buying {words.name(good)} there costs {price} gold and you have {sv.gold}"


def _raid_tip(view: WindsOfTradeView, words: Words, seat: int) -> str:
    sv = view.seats[seat]
    spot = view.spots[sv.ship]
    attack = sv.aboard + words.bonus(view, seat, "raid_dice")
    defence = words.defences(spot.card) + spot.outrage
    return (f"{words.numbers.wind_cost['raid']} wind: roll {_dice(attack)} (crew aboard and upgrades) against "
            f"the island's {_dice(defence)} (defences and outrage). Higher total wins goods from the sell track "
            "and drives off a local; otherwise you lose a crew. Outrage rises either way.")


def _dice(count: int) -> str:
    return f"{count} {'die' if count == 1 else 'dice'}"


def _wind_table(words: Words) -> str:
    table = words.numbers.wind_table
    parts = []
    for i, (cargo, wind) in enumerate(table):
        upper = f"–{table[i + 1][0] - 1}" if i + 1 < len(table) else "+"
        parts.append(f"{cargo}{upper} goods → {wind}")
    return "; ".join(parts)


def can_trade(view: WindsOfTradeView) -> bool:
    """Whether some goods can still change hands in the trade under way (gold, hold room
    and the market allowing)."""
    return any(a.kind in ("buy", "sell") for a in view.legal)


def decision(view: WindsOfTradeView, words: Words) -> str:
    """The choice at hand in one sentence ({P<seat>} is filled in by the host)."""
    if view.phase == Phase.OVER or view.to_act is None:
        return ""
    who = f"{{P{view.to_act}}}"
    phase = view.phase
    if phase == Phase.ELECTION:
        return f"{who}: bid for a council seat, or pass"
    if not view.legal:
        return {Phase.PLACE: f"{who} is placing the ship.", Phase.RECRUIT: f"{who} is choosing an advisor.",
                Phase.TRADE: f"{who} is trading."}.get(phase, f"{who} is taking a turn.")
    if phase == Phase.PLACE:
        return f"{who}: click an island to place your ship"
    if phase == Phase.TRADE:
        if not can_trade(view):
            return f"{who}: nothing more to buy or sell here — press Done trading"
        return f"{who}: click goods to buy or sell, then Done trading"
    if phase == Phase.RECRUIT:
        return f"{who}: click the advisor to keep"
    wind = view.seats[view.to_act].wind
    return f"{who}: spend your wind ({wind} left), or end the turn"

"""Sail to India now: each seat's VP as the end would count them, not only the historian's.

A player card shows the VP on the historian card; at the end buildings and technologies
add theirs, so a seat showing 4 VP may win with 7. The strip scores the public table as
the end would (`result.score_players`, the same function as the real end) and adds what
decides a tie (wealth) and what brings the end nearer (markers left in stock, India).
Everything here is public, so every seat's standings are the same.
"""

from __future__ import annotations

from tabletop.engine.game import Game, View
from tabletop.engine.standings import SeatStanding, Standings, Track, leaders_by
from tabletop.games.sail_to_india.result import CATEGORIES, FinalPosition, score_players
from tabletop.games.sail_to_india.rules import SailToIndiaRules
from tabletop.games.sail_to_india.view import SailToIndiaView


def final_positions(game: SailToIndiaRules, view: SailToIndiaView) -> list[FinalPosition]:
    """What the end would score of each seat, read from the view's towns and technologies."""
    content = game.content
    players = [FinalPosition(seat.vp, seat.wealth, {}, [], view.india == s) for s, seat in enumerate(view.seats)]
    for town in view.towns:
        if town.town is None:       # buildings stand only in discovered towns
            continue
        spaces = content.town(town.town).buildings
        for space, owner in enumerate(town.build_owner):
            if owner is not None:
                kind = spaces[space].kind
                players[owner].buildings[kind] = players[owner].buildings.get(kind, 0) + 1
    for tech, owner in view.techs:
        players[owner].technologies.append(tech)
    return players


def standings(game: Game, view: View) -> Standings:
    if not isinstance(game, SailToIndiaRules) or not isinstance(view, SailToIndiaView):
        raise TypeError("Sail to India standings need a Sail to India game and view")
    numbers = game.content.numbers
    players = final_positions(game, view)
    result = score_players(game.content, players)
    leaders = leaders_by([(result.totals[i], p.discovered_india, p.wealth, p.historian_vp)
                          for i, p in enumerate(players)])
    seats = tuple(
        SeatStanding(s, result.totals[s], str(result.totals[s]), dict(result.breakdown[s]),
                     (("VP on the historian card", str(seat.vp)), ("Wealth (breaks a tie)", str(seat.wealth)),
                      ("Markers left in stock", str(seat.stock))), s in leaders)
        for s, seat in enumerate(view.seats))
    empty = sum(1 for seat in view.seats if seat.stock == 0)
    round_number = view.turn_number // view.players + 1
    tracks = (
        Track("Towns", view.revealed, len(view.towns), f"{view.revealed} of {len(view.towns)} towns found",
              "Whoever discovers India ends the game: everyone else has one last turn."),
        Track("Empty stocks", empty, numbers.empty_stock_players,
              f"{empty} of {numbers.empty_stock_players} empty stocks",
              f"When {numbers.empty_stock_players} players have no markers left in stock, everyone else has one "
              "last turn."),
        Track("Rounds", round_number, numbers.round_limit, f"Round {round_number} of at most {numbers.round_limit}",
              f"If nobody ends it first, the game stops after round {numbers.round_limit}."),
    )
    return Standings("VP if it ended now", tuple(CATEGORIES), seats, tracks,
                     ("VP at the end: the historian card's VP plus buildings and technologies as they stand.",))

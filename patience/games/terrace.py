"""The Terrace (No. 27): two packs; a row of thirteen, a foundation chosen from three, the valley of nine.

Mostly data. The Terrace is one pile fanned to the right, whose last card alone is available
(Rule I); its cards go only to the foundations (note terrace-3). The eight foundations ascend from
the value of the card chosen first, round past the king, in alternate colours (Rule II:
``Foundation(from_base=+1, alternate=True)``); the seven others of its value take their places
in a line as they appear (``placed_as_they_appear``, ``in_order``; note terrace-2). The valley is
nine packets whose uppermost cards alone are available (Rule IV), built one card at a time in
alternate descending sequence from the valley and the talon (Rule III: ``Build.DOWN_ALTERNATE``,
``takes_from``; note terrace-4). There is no re-deal.

One hook, for what the vocabulary cannot say: play begins with the player's own choice. Three
cards are turned up (C1 to C3, places no card is played to or from: ``Role.DISPLAY``) and the move
``choose C2`` puts one on the first foundation, the two rejected cards on the valley's first places
and the next seven cards beside them (note terrace-1). Until then nothing else may happen, so the hook also carries the two moves that must
wait for it: ``refill``, which refills the valley's vacancies from the pack by the player's move
(as ``Refill.BY_MOVE`` would, note terrace-5), and ``deal``, one card to the talon, not made while a
vacancy waits (``Stock.HOOK``, note terrace-6).
"""

from __future__ import annotations

from ..moves import MOVE, REFILL, Move
from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock
from ..state import State

# The picture (cards about 31 by 43 pixels) lays the Terrace's thirteen cards side by side across
# the page, the eight foundation places beneath, the nine cards of the valley below them. Here the
# Terrace is one pile, fanned so that every card shows; the three cards turned up lie beside it, and
# the pack and talon (not pictured) at the end of the valley, whose packets fan downwards.
STEP = 1.25  # from one foundation, or packet, to the next, in card widths
TERRACE_Y, FOUNDATION_Y, VALLEY_Y = 0.15, 1.5, 2.85
TERRACE_SPAN = 4.6  # thirteen cards fanned, each showing its corner
VALLEY_SPAN = 3.0  # room for a descending sequence to fan (a longer one closes up)
CHOICE_X = 6.6
PACK_X = 0.15 + 9 * STEP + 0.35

CHOICE = tuple(Pile(f"C{k + 1}", CHOICE_X + 1.2 * k, TERRACE_Y, label=f"card turned up {k + 1}")
               for k in range(3))
CHOICE_NAMES = tuple(p.name for p in CHOICE)
VALLEY = tuple(Pile(f"V{k + 1}", 0.15 + STEP * k, VALLEY_Y, fan="down", span=VALLEY_SPAN, label=f"valley {k + 1}")
               for k in range(9))
CHOOSE = "choose"

RULE_I = ("Rule I: only the last card (i.e., the right-hand one) of the Terrace is available till its removal "
          "releases the card next to it")
RULE_IV = ("Rule IV: only the uppermost cards of the valley packets are available until their removal releases "
           "those beneath")
CHOOSE_FIRST = ("you first turn up three cards from the pack in hand, and choose one of the three as a foundation: "
                "choose C1, C2 or C3 (note terrace-1)")
VACANCIES = ("vacancies in the valley are refilled from the pack in hand (note terrace-5); the Terrace is never "
             "refilled")


def _chosen(state: State) -> bool:
    """Whether the first foundation card has been chosen (it never leaves the first foundation)."""
    return bool(state.piles[state.group("foundations")[0]])


def _refill_waits(state: State) -> bool:
    """Whether a vacancy in the valley can be refilled from the pack now."""
    piles = state.piles
    return state.dealing and not all(piles[i] for i in state.group("valley"))


class TerraceHooks(Hooks):
    """The choice of the first foundation card, and the refill and deal that wait for it."""

    def extra_moves(self, state: State) -> list[Move]:
        if not _chosen(state):
            return [Move(CHOOSE, (name,)) for name in CHOICE_NAMES]
        return [Move(REFILL)] if _refill_waits(state) else []

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind == MOVE:  # a covered card, named by its place: TR@5>F1 (the engine checked the names)
            group = state.table.group_of[state.index(move.args[0].partition("@")[0])].name
            return state.rule({"terrace": "terrace_covered", "valley": "valley_covered"}.get(group, "available"))
        if move.kind == CHOOSE:
            if _chosen(state):
                return state.rule("chosen")
            return None if move.args in {(name,) for name in CHOICE_NAMES} else state.rule("choose")
        if move.kind == REFILL and not move.args:
            if not _chosen(state):
                return state.rule("choose_first")
            return None if _refill_waits(state) else state.rule("refill")
        return state.rule("unknown")

    def apply_extra(self, state: State, move: Move) -> None:
        valley, stock = state.group("valley"), state.stock_index
        if move.kind == CHOOSE:
            # "Place the foundation card underneath the Terrace on the left side ... You next place your
            # two rejected cards underneath the foundation, and deal out seven other cards alongside."
            state.put(state.group("foundations")[0], state.take(state.index(move.args[0])))
            rejected = [i for i in state.group("choice") if state.piles[i]]
            for place, i in zip(valley, rejected):
                state.put(place, state.take(i))
            for place in valley[len(rejected):]:
                if state.piles[stock]:
                    state.put(place, state.take(stock))
            return
        for place in valley:  # refill: every vacancy, from the left, while the pack lasts
            if not state.piles[place] and state.piles[stock]:
                state.put(place, state.take(stock))

    def deal_problem(self, state: State) -> str | None:
        if not _chosen(state):
            return state.rule("choose_first")
        if _refill_waits(state):
            return state.rule("refill_first")
        return super().deal_problem(state)

    def deal(self, state: State) -> None:
        state.put(state.table.talon, state.take(state.stock_index))


GAME = Game(
    slug="terrace",
    title="THE TERRACE",
    number=27,
    packs=2,
    groups=(
        Group("terrace", Role.TABLEAU, (Pile("TR", 0.15, TERRACE_Y, fan="right", span=TERRACE_SPAN,
                                             label="the Terrace, its right-hand card available"),),
              label="The Terrace: a row of thirteen cards"),
        Group("choice", Role.DISPLAY, CHOICE, label="The three cards turned up, one to be chosen as a foundation"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", 0.15 + STEP * k, FOUNDATION_Y,
                         label="the first foundation, chosen" if k == 0 else f"foundation {k + 1}")
                    for k in range(8)),
              foundations=tuple(Foundation((), from_base=+1, alternate=True) for _ in range(8)),
              in_order=True, placed_as_they_appear=("terrace", "valley", "talon"),
              label="Foundations: from the chosen card's value, ascending round past the king, alternate colours"),
        Group("valley", Role.TABLEAU, VALLEY, build=Build.DOWN_ALTERNATE, takes_from=("valley", "talon"),
              label="The valley: nine packets"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, VALLEY_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X + 1.25, VALLEY_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out from left to right a row of thirteen cards ... You next turn up from the pack in hand
    # three cards": the right-hand card, dealt last, is the pile's top.
    opening=(DealStep(("TR",), each=13), DealStep(CHOICE_NAMES)),
    stock=Stock.HOOK,
    notes=("terrace-1", "terrace-2", "terrace-3", "terrace-4", "terrace-5", "terrace-6", "terrace-7",
           "terrace-8"),
    rules={
        "available": f"{RULE_I}; {RULE_IV}; of the talon, only the uppermost card",
        "terrace_covered": RULE_I,
        "valley_covered": f"{RULE_IV} (note terrace-4)",
        "alternate": "Rule II: the foundations ascend in sequence and must be formed with alternate red and black "
                     "cards",
        "sequence": "Rule II: the foundations ascend in sequence, from the value of the foundation card up to the "
                    "king and round from the ace (note terrace-2)",
        "foundation_done": "that foundation is complete: thirteen cards, from the foundation card's value round "
                           "to the card below it (note terrace-2)",
        "base": "the seven other cards of similar value to the foundation card take their places, as they turn "
                "up, in a line with the first foundation (note terrace-2)",
        "in_order": "the seven other cards of similar value take their places in a line with the first "
                    "foundation, in the order they turn up (note terrace-2)",
        "base_unset": CHOOSE_FIRST,
        "down_alternate": "Rule III: cards in the valley are transferred in alternate descending sequence: the "
                          "next lower card, and the sequences in the valley must be formed of alternate colors "
                          "(note terrace-4)",
        "takes_from": "Rule III: cards in the valley may be transferred from one packet to another, and the "
                      "uppermost card of the talon may also be placed in sequence on the valley, no other: the "
                      "Terrace's cards go to the foundations only (note terrace-3), the pack's fill vacancies by a "
                      "refill (note terrace-5), and the foundations keep theirs",
        "no_build": "cards are placed on the foundations and in sequence on the valley: nothing is placed on the "
                    "Terrace or the talon",
        "space": VACANCIES,
        "no_move_from": "cards are played from the Terrace, the valley and the talon; the pack is dealt out card "
                        "by card, and the foundations keep their cards",
        "display": "the places of the three cards turned up serve only the choice of the foundation card "
                   "(choose C1, C2 or C3): nothing is played to them or from them, and the two rejected cards go "
                   "underneath the foundation, in the valley (note terrace-1)",
        "choose_first": CHOOSE_FIRST,
        "choose": "the foundation card is chosen from the three cards turned up: choose C1, C2 or C3 "
                  "(note terrace-1)",
        "chosen": "the foundation card has been chosen: the two rejected cards are in the valley (note terrace-1)",
        "refill_first": "having played all suitable cards, refill the vacancies in the valley from the pack in "
                        "hand before dealing on (note terrace-5)",
        "refill": "there is no vacancy in the valley to refill, or the pack in hand is exhausted",
        "deal": "the entire pack has been dealt out: there is no re-deal",
        "unknown": "this game has no such move: there is no re-deal",
    },
    hooks=TerraceHooks(),
    # The page's tableau: deal 1 once its foundation card is chosen, the valley dealt (note terrace-8).
    figure=("choose C2",),
    width=PACK_X + 2.3,
    height=VALLEY_Y + 1 + VALLEY_SPAN + 0.1,
)

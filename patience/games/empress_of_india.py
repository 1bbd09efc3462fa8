"""The Empress of India (No. 14): four packs; the Army and the Navy play in pairs, one red and one black.

Data: the picture (the Empress, her guard of eight red knaves, the eight black aces
and the eight red kings as foundations, ``Group.withdraw`` and ``Foundation.preplaced``;
the seven queens thrown aside), the foundations' sequences (black aces up to kings
omitting queens, red kings down to aces omitting knaves, following suit), the Army
(two rows of twelve red places), the Navy (two rows of twelve black), two talons and
the pack. What the vocabulary cannot say is in :class:`EmpressHooks`:

- ``setup``: the Army and Navy are dealt "at the same time" from the pack, each card to
  its own colour, the surplus of a full colour to that colour's talon (Rule IV);
- ``settle``: Rule II, a vacancy is refilled at once with a card of its own colour from
  its talon, or when there is no talon from the pack, dealt as at first (note
  empress-of-india-2);
- ``extra_moves``: ``play A3 N5`` (Rule I: a red card of the Army and a black card of the
  Navy played at the same time, each on a foundation of its suit; the foundation is the
  first that takes it), ``play N5`` (a pair, played at once), ``pair A3 N5`` (the card of
  A3 placed on the card of N5, so that A3 falls vacant; ``pair N5 A3`` the other way;
  note empress-of-india-1);
- ``deal``: the remainder of the pack dealt into the two talons, once every available
  card has been played (note empress-of-india-3);
- ``card_move_problem``: no card moves alone (Rules I and III).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..moves import Move
from ..rules import Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State

# The book's picture, measured in its own pixels (a card is 32 px wide and 46 px high): the centre
# of each card and its slant. Cards lying sideways have ``tilt`` 90 and turn about their centres.
CARD_PX = (32.0, 46.0)


def _at(name: str, cx: float, cy: float, tilt: float = 0.0, label: str = "") -> Pile:
    return Pile(name, round((cx - CARD_PX[0] / 2) / CARD_PX[0], 2), round((cy - CARD_PX[1] / 2) / CARD_PX[1], 2),
                tilt=tilt, label=label)


ADMIRAL_UP = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13)  # the black sequences omit queens
GENERAL_DOWN = (13, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)  # the red sequences omit knaves

# Clockwise from the top left. The aces above show clubs and those below spades; the pips of the
# four aces at the sides cannot be read in the scan: the upper two are taken as clubs.
ADMIRALS = (
    (_at("F1", 182, 82, label="ace of clubs"), CLUBS),
    (_at("F2", 230, 83.5, label="ace of clubs"), CLUBS),
    (_at("F3", 319, 177, 90, "ace of clubs"), CLUBS),
    (_at("F4", 317.5, 226, 90, "ace of spades"), SPADES),
    (_at("F5", 224, 315, 180, "ace of spades"), SPADES),
    (_at("F6", 176.5, 314, 180, "ace of spades"), SPADES),
    (_at("F7", 88, 220, 90, "ace of spades"), SPADES),
    (_at("F8", 89.5, 171.5, 90, "ace of clubs"), CLUBS),
)
# Clockwise from the top: kings of hearts on the four arms of the cross, of diamonds on the slants.
GENERALS = (
    (_at("F9", 209, 30.5, label="king of hearts"), HEARTS),
    (_at("F10", 293, 115.5, 45, "king of diamonds"), DIAMONDS),
    (_at("F11", 371.5, 203.5, 90, "king of hearts"), HEARTS),
    (_at("F12", 287, 288.5, -45, "king of diamonds"), DIAMONDS),
    (_at("F13", 200.5, 369, 180, "king of hearts"), HEARTS),
    (_at("F14", 116.5, 283.5, 45, "king of diamonds"), DIAMONDS),
    (_at("F15", 35, 194.5, 90, "king of hearts"), HEARTS),
    (_at("F16", 120, 110.5, -45, "king of diamonds"), DIAMONDS),
)
GUARD = (
    _at("G1", 180.5, 137), _at("G2", 228.5, 139.5), _at("G3", 264, 177, 90), _at("G4", 263.5, 225.5, 90),
    _at("G5", 225.5, 261), _at("G6", 178, 260.5), _at("G7", 143, 223, 90), _at("G8", 144.5, 173, 90),
)
PICTURE_W, PICTURE_H = 409 / CARD_PX[0], 394 / CARD_PX[1]

# Below the picture ("The Army and Navy could not be placed in the tableau from want of space").
COLUMN_GAP, ROW_GAP = 1.07, 1.28
ARMY_TOP = PICTURE_H + 0.35
NAVY_TOP = ARMY_TOP + 2 * ROW_GAP + 0.3
PLACES = 12
ARMY = tuple(Pile(f"A{k + 1}", (k % PLACES) * COLUMN_GAP, ARMY_TOP + (k // PLACES) * ROW_GAP, fan="down", span=0.25)
             for k in range(2 * PLACES))
NAVY = tuple(Pile(f"N{k + 1}", (k % PLACES) * COLUMN_GAP, NAVY_TOP + (k // PLACES) * ROW_GAP, fan="down", span=0.25)
             for k in range(2 * PLACES))
ARMY_NAMES = tuple(p.name for p in ARMY)
NAVY_NAMES = tuple(p.name for p in NAVY)

RULE_I = ("Rule I: all cards in the Army and Navy are equally available if played in pairs (one black and "
          "one red), but no card of either color can be played on a foundation unless a card of the other "
          "color is played at the same time on another foundation")
RULE_I_MOVE = RULE_I + ": write play A3 N5"

# The moves between places, made once (legal_moves lists up to 1,152 pairings): indexed by pile index,
# the Army's places being 26-49 and the Navy's 50-73 (checked below against the game's pile order).
_FIRST_PLACE = 26
_PLACE_NAMES = (*ARMY_NAMES, *NAVY_NAMES)
_BY_INDEX: list[str] = [""] * _FIRST_PLACE + list(_PLACE_NAMES)
_PLAY_TWO = [[Move("play", (a, n)) if a and n else Move("play") for n in _BY_INDEX] for a in _BY_INDEX]
_PLAY_ONE = [Move("play", (a,)) for a in _BY_INDEX]
_PAIR = [[Move("pair", (a, n)) if a and n else Move("pair") for n in _BY_INDEX] for a in _BY_INDEX]


def pairings(army: list[int], navy: list[int], from_army: bool, from_navy: bool) -> list[Move]:
    """The pairings of the single cards at ``army`` and ``navy``: each Army card placed on each Navy
    card (``from_army``: its vacancy in the Army), then vice versa (``from_navy``)."""
    moves: list[Move] = []
    if from_army:
        for a in army:
            row = _PAIR[a]
            moves.extend([row[n] for n in navy])
    if from_navy:
        for n in navy:
            row = _PAIR[n]
            moves.extend([row[a] for a in army])
    return moves


class EmpressHooks(Hooks):
    """The Army and Navy: their deal and refilling, pairing, and playing in pairs.

    Pile indices follow the groups: F1-F8 (0-7), F9-F16 (8-15), the Empress (16), the guard (17-24),
    the queens thrown aside (25), the Army (26-49), the Navy (50-73), the red talon (74), the black
    talon (75), the pack (76)."""

    ARMY = range(26, 50)
    NAVY = range(50, 74)
    PLACES = range(26, 74)
    RED_TALON, BLACK_TALON, PACK = 74, 75, 76

    # --- helpers ---------------------------------------------------------------
    @staticmethod
    def target(state: State, card: int) -> int:
        """The first foundation that takes ``card`` now, or -1 (foundations of one suit at the same
        height are alike: the first is taken)."""
        t, piles = state.table, state.piles
        rank = card >> 2
        for f in t.foundations_for[card]:
            fp = piles[f]
            if fp and t.next_rank[f].get(fp[-1] >> 2) == rank:
                return f
        return -1

    def fill(self, state: State) -> None:
        """Rule II: each vacancy of the Army (Navy) takes the top of the red (black) talon; with no
        talon, cards are dealt from the pack as at first, each to a vacancy of its colour, the rest
        of a colour with no vacancy to its talon (Rule IV)."""
        piles = state.piles
        if all(piles[self.PLACES.start:self.PLACES.stop]) or not (
                piles[self.PACK] or piles[self.RED_TALON] or piles[self.BLACK_TALON]):
            return  # no vacancy, or nothing left to fill one with
        vacant = ([i for i in self.NAVY if not piles[i]], [i for i in self.ARMY if not piles[i]])
        for colour, talon in ((0, self.BLACK_TALON), (1, self.RED_TALON)):
            while vacant[colour] and piles[talon]:
                state.put(vacant[colour].pop(0), state.take(talon))
        pack = self.PACK
        while (vacant[0] or vacant[1]) and piles[pack]:
            card = piles[pack][-1]
            colour = card & 1
            if vacant[colour]:
                state.put(vacant[colour].pop(0), state.take(pack))
            else:
                state.put(self.RED_TALON if colour else self.BLACK_TALON, state.take(pack))

    @staticmethod
    def wanted(state: State) -> set[int]:
        """The cards some foundation takes now."""
        t, piles = state.table, state.piles
        out: set[int] = set()
        for f in t.foundations:
            fp = piles[f]
            spec = t.foundation_of[f]
            if fp and spec is not None and spec.suit is not None:
                nxt = t.next_rank[f].get(fp[-1] >> 2)
                if nxt is not None:
                    out.add(nxt * 4 + spec.suit)
        return out

    def plays(self, state: State) -> list[Move]:
        """Rule I: every red card and black card (or pair) that may go up together."""
        piles = state.piles
        want = self.wanted(state)
        red = [i for i in self.ARMY if len(piles[i]) == 1 and piles[i][0] in want]
        out = []
        if red:
            black = [i for i in self.NAVY if len(piles[i]) == 1 and piles[i][0] in want]
            if black:
                two = _PLAY_TWO
                out = [two[a][n] for a in red for n in black]
        one = _PLAY_ONE
        for i in self.PLACES:
            pile = piles[i]
            if len(pile) == 2 and pile[0] in want and pile[1] in want:
                out.append(one[i])
        return out

    def _place(self, state: State, name: str) -> int | str:
        i = state.table.index.get(name)
        if i is None or not (self.ARMY.start <= i < self.NAVY.stop):
            return f"{state.rule('pile')}: {name!r} (the Army is A1-A24, the Navy N1-N24)"
        if not state.piles[i]:
            return state.rule("empty")
        return i

    # --- the named hooks ---------------------------------------------------------
    def setup(self, state: State) -> None:
        # "Deal out four horizontal rows, each containing twelve cards ... dealt at the same time."
        self.fill(state)

    def settle(self, state: State) -> None:
        self.fill(state)

    def extra_moves(self, state: State) -> list[Move]:
        piles = state.piles
        army = [i for i in self.ARMY if len(piles[i]) == 1]
        navy = [i for i in self.NAVY if len(piles[i]) == 1]
        return self.plays(state) + pairings(army, navy, True, True)

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind == "move":
            return state.rule("available")
        if move.kind not in ("play", "pair") or not 1 <= len(move.args) <= 2:
            return state.rule("unknown")
        places = [self._place(state, name) for name in move.args]
        for p in places:
            if isinstance(p, str):
                return p
        ints = [int(p) for p in places]
        piles = state.piles
        if move.kind == "pair":
            if len(ints) != 2:
                return "write pair A3 N5: the card of the first place is placed on the card of the second"
            a, b = ints
            if (a in self.ARMY) == (b in self.ARMY):
                return state.rule("pair_colours")
            if len(piles[a]) != 1 or len(piles[b]) != 1:
                return state.rule("paired_once")
            return None
        if len(ints) == 1:
            pile = piles[ints[0]]
            if len(pile) != 2:
                return RULE_I
        else:
            a, b = ints
            if len(piles[a]) != 1 or len(piles[b]) != 1:
                return state.rule("separated")
            if (a in self.ARMY) == (b in self.ARMY):
                return RULE_I
            pile = (piles[a][0], piles[b][0])
        for card in pile:
            if self.target(state, card) < 0:
                return state.rule("sequence")
        return None

    def apply_extra(self, state: State, move: Move) -> None:
        index = state.table.index
        places = [index[name] for name in move.args]
        if move.kind == "pair":
            state.put(places[1], state.take(places[0]))
            return
        cards = [c for i in places for c in state.piles[i]]
        for i in places:
            state.piles[i] = ()
        for card in cards:
            state.put(self.target(state, card), (card,))

    cards_move_alone = False  # Rule I: every card goes up in a pair (``plays``), none alone

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        if src in (self.RED_TALON, self.BLACK_TALON):
            return state.rule("through")
        return RULE_I_MOVE

    def can_deal(self, state: State) -> bool:
        return bool(state.piles[self.PACK]) and not self.plays(state)

    def deal_problem(self, state: State) -> str | None:
        if not state.piles[self.PACK]:
            return state.rule("dealt")
        return state.rule("deal") if self.plays(state) else None

    def deal(self, state: State) -> None:
        # "deal out the remainder of the pack, those not required to fill vacancies being placed in two
        # packets (Rule IV)": with no vacancy left (Rule II), every card goes to its colour's talon.
        while state.piles[self.PACK]:
            card = state.piles[self.PACK][-1]
            state.put(self.RED_TALON if card & 1 else self.BLACK_TALON, state.take(self.PACK))

    def hidden(self, state: State, pile: int) -> int:
        if pile in (self.RED_TALON, self.BLACK_TALON):
            return max(0, len(state.piles[pile]) - 1)
        return super().hidden(state, pile)


QUEENS_ASIDE = "QS QS QS QS QC QC QC"

GAME = Game(
    slug="empress-of-india",
    title="THE EMPRESS OF INDIA",
    number=14,
    packs=4,
    groups=(
        Group("admirals", Role.FOUNDATION, tuple(p for p, _ in ADMIRALS),
              foundations=tuple(Foundation(ADMIRAL_UP, suit, preplaced=True) for _, suit in ADMIRALS),
              label="The eight black aces (Admirals), ascending to kings"),
        Group("generals", Role.FOUNDATION, tuple(p for p, _ in GENERALS),
              foundations=tuple(Foundation(GENERAL_DOWN, suit, preplaced=True) for _, suit in GENERALS),
              label="The eight red kings (Generals), descending to aces"),
        Group("empress", Role.DISPLAY, (_at("E", 203.5, 199, label="the Empress"),), withdraw=("QC",),
              label="The Empress (a queen of clubs)"),
        Group("guard", Role.DISPLAY, GUARD, withdraw=("JH", "JD") * 4,
              label="The guard of British soldiers (the eight red knaves)"),
        Group("aside", Role.DISPLAY, (Pile("X", PICTURE_W - 2.6, 0.05, fan="right", span=1.5, label="thrown aside"),),
              withdraw=(QUEENS_ASIDE,), label="The four queens of spades and three queens of clubs, thrown aside"),
        Group("army", Role.RESERVE, ARMY, label="The Army: two rows of twelve red cards"),
        Group("navy", Role.RESERVE, NAVY, label="The Navy: two rows of twelve black cards"),
        Group("red talon", Role.TALON, (Pile("RT", 0.1, PICTURE_H - 1.3, label="the red talon"),),
              label="The talon of red cards"),
        Group("black talon", Role.TALON, (Pile("BT", PICTURE_W - 1.1, PICTURE_H - 1.3, label="the black talon"),),
              label="The talon of black cards"),
        Group("pack", Role.STOCK, (Pile("P", 0.1, 0.05, label="the pack"),), label="The pack"),
    ),
    stock=Stock.HOOK,
    notes=("empress-of-india-1", "empress-of-india-2", "empress-of-india-3"),
    rules={
        "follow_suit": "Rule V: the foundations must follow suit",
        "sequence": "Rule V: the foundations must follow suit; the aces ascend in sequence to kings, the kings "
                    "descend in sequence to aces; the red sequences must omit knaves, the black ones must omit "
                    "queens",
        "foundation_done": "that foundation is complete",
        "display": "the Empress, her guard and the queens thrown aside remain alone",
        "available": RULE_I,
        "no_build": RULE_I,
        "no_move_from": "cards played on the foundations stay there; Rule III: cards from the pack or talon "
                        "cannot be played at once, but must first pass through the Army or Navy",
        "through": "Rule III: cards from the pack or talon cannot be played at once, but must first pass "
                   "through the Army or Navy",
        "space": "Rule II: vacancies in the Army and Navy must be immediately refilled with cards of their own "
                 "color from the talon, or, when there is no talon, from the pack",
        "space_source": "Rule II: vacancies in the Army and Navy must be immediately refilled with cards of "
                        "their own color from the talon, or, when there is no talon, from the pack",
        "pair_colours": "any card in the Army may be placed on any card in the Navy, and vice versâ",
        "paired_once": "each card can only be paired once",
        "separated": "the cards so paired cannot afterwards be separated, but must be played at the same time",
        "empty": "that place is vacant",
        "deal": "When you have played all available cards, deal out the remainder of the pack (note "
                "empress-of-india-3)",
        "dealt": "the pack has been dealt out. There is no re-deal",
    },
    width=PICTURE_W,
    height=NAVY_TOP + ROW_GAP + 1.3,
    hooks=EmpressHooks(),
)

_NAMES = GAME.pile_names()
assert (_NAMES.index("A1"), _NAMES.index("N1"), _NAMES.index("RT"), _NAMES.index("BT"), _NAMES.index("P")) == (
    EmpressHooks.ARMY.start, EmpressHooks.NAVY.start, EmpressHooks.RED_TALON, EmpressHooks.BLACK_TALON,
    EmpressHooks.PACK), "EmpressHooks' pile indices must follow the groups"

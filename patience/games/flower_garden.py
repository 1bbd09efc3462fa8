"""The Flower-Garden (No. 16): one pack; six packets in the Garden, sixteen cards in the Bouquet.

Data over the vocabulary; the hooks only help the solver. The Garden is six packets of six
cards, spread so that all are visible; only the uppermost card of each is
available (Rule I), and cards are placed on it in descending sequence, whatever
their suit (Rule III: ``Build.DOWN``), one at a time. The Bouquet is "kept in the
hand" and every card of it is available (Rule I): it is sixteen single-card places
B1-B16 that take nothing back ("cards taken from the Bouquet cannot be returned to
it"). A cleared packet may be begun with a card from the Bouquet or the Garden. The
four aces ascend in suit to kings. There is only one deal.

For the solver: the six packets are interchangeable, and so are the sixteen places of the Bouquet
(``Game.interchangeable``: one group each, with the same rules for every place); a card goes up alone
when every card that could be placed on it could follow it up at once (``Safe.HOOK``:
``FlowerGardenHooks.safe_move``); and :class:`FlowerGardenHooks` recognises positions where no packet
can ever be cleared (``hopeless``) and the Bouquet's moves that may wait (``worth_trying``); a
second move ordering counts the cards in the way of their own suit (``other_evaluate``); the
probes run one wide beam early (``early_beams``); the solver's own key and evaluation are worked
out faster (``key``, ``evaluate``), and ``hopeless`` is asked before a child's moves are listed
(``hopeless_first``). The solver-only code is in ``flower_garden_solver.py``.

``BOOK_TABLEAU`` is the book's tableau, transcribed from its picture where the
picture can be read and completed from the text's worked example (note
flower-garden-1); ``book_position()`` sets it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Safe
from . import flower_garden_solver

if TYPE_CHECKING:
    from ..state import State

# Positions measured on the book's picture (a card is about 30 by 42 pixels there): two rows of
# three fanned packets, the four foundation places below. The Bouquet, held in the hand, is not
# pictured: the edition lays it out in a row under the foundations.
PACKET_X = (0.4, 5.7, 11.0)
PACKET_Y = (0.35, 3.3)
SPAN = 3.3  # room for a packet's fan, in card widths
GARDEN = tuple(Pile(f"G{3 * r + k + 1}", x, y, fan="right", span=SPAN)
               for r, y in enumerate(PACKET_Y) for k, x in enumerate(PACKET_X))
GARDEN_NAMES = tuple(p.name for p in GARDEN)
FOUNDATION_X = (2.8, 5.8, 8.6, 11.5)
FOUNDATION_Y = 6.4
BOUQUET_Y = 7.75
BOUQUET = tuple(Pile(f"B{k + 1}", 0.05 + k * 1.02, BOUQUET_Y) for k in range(16))
BOUQUET_NAMES = tuple(p.name for p in BOUQUET)
SUITS = ("spades", "hearts", "clubs", "diamonds")

# The book's tableau, each packet bottom card first (note flower-garden-1). The text fixes the four
# of diamonds and the five of clubs as uppermost cards, the nine of clubs under the four of diamonds
# with the ace and deuce of diamonds beneath it, the knave of diamonds uppermost, and the ten of hearts
# in the Bouquet; the rest is read from the picture or supplied by the edition, as the note says.
BOOK_GARDEN: dict[str, str] = {
    "G1": "4H 5H AS 4C 7C 6D",
    "G2": "7S KC KH 10D 8S 8H",
    "G3": "3C 2H QC 10C 2C 9S",
    "G4": "6C 8C 6H 3S 7D 5C",
    "G5": "AH 3H 2D AD 9C 4D",
    "G6": "QH 8D 3D 6S 4S JD",
}
# The Bouquet is not pictured: the sixteen cards left over, in the order of a sorted hand.
BOOK_BOUQUET = ["2S", "5S", "10S", "JS", "QS", "KS", "7H", "9H", "10H", "JH", "AC", "JC", "5D", "9D", "QD", "KD"]
BOOK_TABLEAU: dict[str, str] = {**BOOK_GARDEN, **dict(zip(BOUQUET_NAMES, BOOK_BOUQUET))}

# "Place the four of diamonds (see tableau) on the five of clubs, then take the ten of hearts from the
# Bouquet and place it on the knave of diamonds. The nine of clubs can now be transferred, and the ace
# and deuce of diamonds are released."
BOOK_EXAMPLE = ("G5>G4", "B9>G6", "G5>G6", "G5>F4", "G5>F4")


def book_position() -> State:
    """The book's tableau set out on the board (``patience.pages.position`` draws it)."""
    from ..state import State

    return State.arranged(GAME, BOOK_TABLEAU)


BOUQUET_RULE = "cards taken from the Bouquet cannot be returned to it"


class FlowerGardenHooks(Hooks):
    """No rule of its own: only the solver's knowledge."""

    # One wide beam early (a probe: it never answers "lost"). Of the 24 deals of 0-79 left undecided
    # in 10 s, a beam of width 1024 wins 6, 53 and 64 in 190k-250k positions (about 6 s of CPU),
    # narrower ones (32 to 512) none: most die, every position of a level met before or hopeless.
    # On the held-out deals 80-99 it wins 88 (undecided before) and 81 93 98 (won later before).
    # It runs side by side only: in one process it took the probes' half of the time from three
    # deals their other probes won. Not wider: with solver 35, of the 21 deals of 0-79 left undecided,
    # beams of 2048 alone won five (19 31 42 by the first ordering, 19 39 42 48 by the second) in
    # 448k-671k positions, 12-17 s of CPU, more than the limit; on the rest they died out.
    early_beams = (1024,)
    # Run whole, not in slices between the rounds (``early_beams_in_turns``): in slices the beam gets
    # only as many positions as each round's probes, and wins deal 6 at 578k positions (16.9 s of
    # CPU; whole: 208k), 53 and 64 not in 10 s; deal 3, which it then leaves to the growing rounds,
    # is won whole too (455k positions).
    # Asked first (``hopeless_first``): about 40% of the children are hopeless, and listing their
    # moves first is wasted (the same search, 100k positions of the complete search: 10-20% less CPU).
    hopeless_first = True
    # One complete search, by ``evaluate`` alone. Both orderings' in turns (``other_complete_search``)
    # was measured and not kept: each then has half the time, so the second ordering's search wins
    # deals it finds quickly, and deals the first's wins late are left undecided. At 10 s of CPU a
    # process side by side (machine at 15,600 positions/s), decided with it against without:
    # deals 200-239, 23 against 19 (212 215 217 229 won by the second's, in 0.6-9.8 s); 0-79, 43
    # against 45 (0 40 61 undecided, won by the first's at 6.5-9.4 s; 47 won); 240-279, 22 against
    # 23 (246 268 won; 270 276 279 undecided). So 7 more and 6 fewer in 160 deals.

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card X going to its foundation where every card Y that could be placed on X (one lower,
        any suit: Rule III) is up already or could follow its own suit up the moment it is
        available (the card before it in its suit is up: Rule II), and every card that could be
        placed on such a Y is up. This holds of every card when all the cards two lower are up;
        it covers ``Safe.UNNEEDED`` (every card one lower up) and more.

        Why it never loses a win: let A be the position after X goes up from O, and play any line
        from O in A, keeping "A's piles are O's piles less some cards that are up in A" (at first
        X alone). A move of a card missing in A is skipped. A card Y placed on X in O goes up in A
        instead: its suit's foundation in A is as high as in O and at least at the card before Y,
        and not beyond it, since Y is in A's piles. Nothing is ever placed on such a Y (every card
        one lower than Y is up for good), so the cards missing in A never hold a card of O. Any
        other move moves a card that is uppermost in A too, onto a card uppermost in A too, or into
        a packet empty in A too, or up (A's foundation is at the card before it: a higher one would
        hold this card); nothing goes back to the Bouquet. When O is won, so is A. So whatever O
        can win, A can win."""
        return flower_garden_solver.safe_up(state, moves)

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Every move but a card of the Bouquet played where nothing could use it at once:

        - a card of the Bouquet placed in the Garden (on a card one higher, or to begin a cleared
          packet) is kept only if a card one lower is uppermost in a packet, or is in the Bouquet
          and could itself be so followed (a chain of Bouquet cards, each one lower, ending with a
          card one lower than the last that is uppermost in a packet);
        - a card of the Bouquet played to its foundation is kept only if the next card of its suit
          is uppermost in a packet, or is in the Bouquet and could itself be so followed (a chain
          of the suit), or if the Garden is bare (then every card left is in the Bouquet).

        Why the others are dominated: a Bouquet card is always available (Rule I) and nothing is
        ever placed on it. Take any won line of play and one of these moves in it, of card X.
        Delay it to just before the first later move that uses it: a card placed on X, or X taken
        away; for a foundation, the next card of the suit going up (or to the end of the line if
        none does). Every move in between is still legal (it touches neither X nor the place X
        took; no other card of X's value and suit exists to go where X went), and the positions
        after the use are the same. If the first use takes X away again, X could have gone there
        directly from the Bouquet: drop the first move. Repeat (each step shortens the line or
        moves one of its moves later, so it ends). No move uses two of these moves at once (a
        move takes one card to one place, and a card taken away from where it was placed has had
        its placing dropped), so each is then followed at once by its own use, or, for a Bouquet
        card going up, only by other foundation moves of Bouquet cards at the end of the line,
        when the Garden is bare. The card of that use is from the Bouquet (itself so followed)
        or uppermost in a packet, since these moves uncover nothing. So the first move of the
        rearranged line is one of the moves kept, and it still wins.

        Moves of the Garden's own cards are all kept. The same delay does not hold for them: two
        transfers may share their first use (one uncovers a card, the other the card one higher
        it then goes on), and neither is followed at once by a move that uses it
        (``test_two_transfers_that_share_their_use_are_both_kept``)."""
        layout = state.table.derived(flower_garden_solver.Layout)
        table = state.table
        piles = state.piles
        pair_of, from_bouquet, into_garden = layout.pair_of, layout.from_bouquet, layout.into_garden
        tops: set[int] | None = None
        top_cards: set[int] = set()
        held: set[int] = set()
        held_cards: set[int] = set()
        kept = []
        for m in moves:
            src, dst = pair_of[m.args]
            if src not in from_bouquet:
                kept.append(m)
                continue
            source = piles[src]
            if len(source) > 1:  # (a small test deck's Bouquet place may hold more than one card)
                kept.append(m)
                continue
            if tops is None:
                # The cards that may be played at once without uncovering a card that stays: the
                # uppermost of the packets and of the Bouquet places holding more than one card.
                top_cards = {piles[g][-1] for g in layout.garden if piles[g]}
                top_cards.update(piles[b][-1] for b in layout.bouquet if len(piles[b]) > 1)
                tops = {c >> 2 for c in top_cards}
                held_cards = {piles[b][0] for b in layout.bouquet if len(piles[b]) == 1}
                held = {c >> 2 for c in held_cards}
            card = source[0]
            if dst in into_garden:
                rank = card >> 2
                while rank > 1:
                    rank -= 1
                    if rank in tops:
                        kept.append(m)
                        break
                    if rank not in held:
                        break
                continue
            if not any(piles[g] for g in layout.garden):
                kept.append(m)
                continue
            following = table.next_rank[dst]
            suit = card & 3
            rank = card >> 2
            while True:
                nxt = following.get(rank)
                if nxt is None:
                    break
                rank = nxt
                code = rank * 4 + suit
                if code in top_cards:
                    kept.append(m)
                    break
                if code not in held_cards:
                    break
        return kept

    def key(self, state: State) -> bytes:
        """The solver's own key, made faster (``flower_garden_solver.key``): the packets in sorted
        order, the number of cards on each foundation and (on a small test deck) the Bouquet's
        places holding more than one card. Equal keys mean equal positions up to the order of the
        packets and of the Bouquet's places, just as with the solver's own key: there is one pack,
        so a foundation is its first so many cards of its suit (Rule II) and every card not in the
        Garden, up or in a place of several cards lies alone in a place of the Bouquet (the
        places are interchangeable and take nothing back)."""
        return flower_garden_solver.key(state)

    def evaluate(self, state: State) -> int | None:
        """The solver's own evaluation (``solver.shared_evaluation``), the same number made faster
        (``flower_garden_solver.evaluate``). Move ordering only."""
        return flower_garden_solver.evaluate(state)

    def other_evaluate(self, state: State) -> int | None:
        """The solver's second move ordering (its probes try both; the complete search keeps the
        first): the shared evaluation, less the cards lying above a lower card of their suit and
        the cards not on a card one higher (``flower_garden_solver.other_evaluate``). Move ordering
        only: nothing is pruned by it."""
        return flower_garden_solver.other_evaluate(state)

    def hopeless(self, state: State) -> bool:
        """True when no packet is empty and none could ever be cleared, even if every card that is
        ever available stayed so (``flower_garden_solver.no_packet_can_be_cleared``): the cards that
        may leave their packets are found round after round, a card leaving when a card one higher
        may be uppermost in a packet or when every card of its suit before it may be available.

        Why the game is then lost: follow any line of play until a packet is first cleared. A card
        leaves a packet only onto an uppermost card one higher (Rule III), up to its foundation,
        which must first take every card of its suit before it (Rule II: the aces ascend in sequence;
        each of those cards was available then, Rule I), or into a cleared packet (none yet); a card
        of the Bouquet comes into the Garden only onto an uppermost card one higher (or into a
        cleared packet); a card becomes uppermost only so, or when every card above it has left,
        and cards placed on a packet must leave before those beneath them. So, move by move, every
        card that is uppermost in a packet or available is one the rounds found may be, and every
        card that leaves a packet of the deal (its cards beneath, a packet's bottom card last) one
        they found may leave. The rounds found a card in every packet that may not leave, so no
        packet is ever cleared, that card never leaves, and the game is never won. This covers
        the earlier test (a stuck card in every packet) and the case where every ace, or every card
        the foundations want next, is buried and can never be uncovered."""
        return flower_garden_solver.no_packet_can_be_cleared(state)


GAME = Game(
    slug="flower-garden",
    title="THE FLOWER-GARDEN",
    number=16,
    packs=1,
    groups=(
        Group("garden", Role.TABLEAU, GARDEN, build=Build.DOWN, fill_from=(Role.TABLEAU, Role.RESERVE),
              label="The Garden: six packets of six cards"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"ace of {SUITS[k]}")
                    for k, x in enumerate(FOUNDATION_X)),
              foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in range(4)),
              label="Foundations (aces up to kings)"),
        Group("bouquet", Role.RESERVE, BOUQUET, label="The Bouquet: sixteen cards kept in the hand"),
    ),
    # "Deal six packets of six cards dealt together ... Sixteen cards will remain, which are called the
    # Bouquet."
    opening=(DealStep(GARDEN_NAMES, each=6), DealStep(BOUQUET_NAMES)),
    notes=("flower-garden-1", "flower-garden-2"),
    # For the solver: a card goes up alone when every card that could be placed on it could follow it
    # up at once (``FlowerGardenHooks.safe_move``, with its proof); the packets are alike, and so are
    # the places of the Bouquet (each holds one card, always available, and takes nothing back).
    safe=Safe.HOOK,
    interchangeable=(GARDEN_NAMES, BOUQUET_NAMES),
    hooks=FlowerGardenHooks(),
    rules={
        "available": "Rule I: any card in the Bouquet and the uppermost cards of the Garden are available; "
                     "the removal of the top cards releases those beneath",
        "follow_suit": "Rule II: the foundations must follow suit",
        "sequence": "the four aces are to ascend in sequence to kings (Rule II)",
        "foundation_first": "the four aces are the foundation cards",
        "foundation_done": "the foundations ascend to kings: nothing goes on a king",
        "down": "place cards in descending sequences in the Garden (Rule III: they need not follow suit)",
        "no_build": BOUQUET_RULE,
        "space": BOUQUET_RULE,
        "space_source": "when an entire packet is cleared off, you may begin a new one with a card from the "
                        "Bouquet or from the Garden (Rule I)",
        "no_move_from": "cards played on the foundations stay there",
        "unknown": "there is no such move in the Flower-Garden: all the cards are dealt at once, and there is "
                   "only one deal",
    },
    width=16.4,
    height=BOUQUET_Y + 1.05,
)

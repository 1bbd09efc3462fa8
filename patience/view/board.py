"""The board's controller: player intents in, everything the view shows out. Pure Python.

The widget (``patience.widget``) only mirrors :meth:`Board.view` into synced
traits and forwards clicks and button presses here, so the whole board can be
driven and tested without a browser, and no rule lives in the widget.

Clicks build a move's pile arguments: click L3 then F1 for ``L3>F1``; click
two cards for ``pair T1 T7``. After each click the legal moves that start with
the clicked piles are the highlighted targets; when the clicks name exactly one
legal move it is made; when they cannot start or finish any legal move, the
board is left as it was and the message names the rule. Moves without piles
(``deal``, ``redeal``) are buttons.
"""

from __future__ import annotations

from typing import Any, Callable

from ..book.catalogue import heading
from ..moves import DEAL, MOVE, REDEAL, REFILL, IllegalMove, Move
from ..rules import Hooks, Role
from ..games import game
from ..state import State
from .link import to_fragment

PLAY = "play"  # the book's word: "to play cards", the placing them on the foundations
MAX_AUTOPLAY = 500
BUTTON_LABELS = {DEAL: "Deal", REDEAL: "Re-deal"}


class Board:
    """One game on the board, with the player's current selection and the last message."""

    def __init__(self, slug: str, deal: int = 1, state: State | None = None) -> None:
        self.state = state if state is not None else State(game(slug), deal)
        self.selection: list[str] = []
        self.choices: list[Move] = []  # legal moves the clicks named, when they name several kinds
        self.message = ""
        self.hinted: str = ""
        self.demo: list[str] = []  # a solution being shown move by move ("Show me")
        self.demo_from = 0  # how many moves the game had when the solution was found
        self.listeners: list[Callable[[], None]] = []

    # --- intents ---------------------------------------------------------------
    def click(self, pile: str, index: int | None = None) -> None:
        """The player clicked pile ``pile`` (on its card ``index``, 0 = bottom, if a card)."""
        state = self.state
        if pile not in state.table.index:
            self.message = f"there is no pile {pile!r} in {heading(state.game.slug)}"
            return self._changed()
        token = self._token(pile, index)
        if self.selection and self.selection[-1] == token:  # a second click on the same card lets go
            self.selection.pop()
            self.choices = []
            self.message = ""
            return self._changed()
        clicks = tuple(self.selection + [token])
        legal = state.legal_moves()
        exact = [m for m in legal if m.args == clicks]
        if len(exact) == 1:
            return self._make(exact[0])
        if exact:
            self.selection, self.choices = list(clicks), exact
            self.message = "choose: " + " or ".join(m.kind for m in exact)
            return self._changed()
        if any(m.args[: len(clicks)] == clicks for m in legal):
            self.selection, self.choices = list(clicks), []
            self.message = self._places()
            return self._changed()
        if len(clicks) == 1 and state.piles[state.table.index[pile]] and "@" not in token:
            # A card with nowhere to go may still be chosen, so that trying a destination says why.
            self.selection, self.choices = list(clicks), []
            self.message = self._places()
            return self._changed()
        self.message = self._why_not(clicks)
        self.selection, self.choices = [], []
        return self._changed()

    def press(self, button: str) -> None:
        """A button: deal, redeal, undo, redo, restart, hint, autoplay, or a move kind to choose."""
        state = self.state
        try:
            if button in (DEAL, REDEAL):
                self._make(Move(button))
                return
            if button == "undo":
                self.message = f"took back {state.undo()}"
            elif button == "redo":
                self.message = f"made again {state.redo()}"
            elif button == "restart":
                state.restart()
                self.message = "back to the deal"
            elif button == "autoplay":
                played = self.autoplay()
                self.message = f"played {played} card{'s' * (played != 1)} to the foundations" if played \
                    else "nothing can go to the foundations now"
            elif button == "hint":
                self.message = self.hint()
            elif button == "showme":
                self.message = self.show_me()
            elif self.choices and button in {m.kind for m in self.choices}:
                self._make(next(m for m in self.choices if m.kind == button))
                return
            elif any(m.kind == button and not m.args for m in state.legal_moves()):
                self._make(Move(button))
                return
            else:
                self.message = f"{button!r} cannot be done now"
        except IllegalMove as e:
            self.message = str(e)
        self.selection, self.choices = [], []
        self._changed()

    def new_deal(self, deal: int, slug: str | None = None) -> None:
        self.state = State(game(slug) if slug else self.state.game, deal)
        self.selection, self.choices = [], []
        self.message = f"deal {deal}"
        self._changed()

    def make(self, text: str) -> None:
        """Make a move typed in the notation (the keyboard's way to anything)."""
        try:
            self._make(self.state.parse_move(text))
        except IllegalMove as e:
            self.message = str(e)
            self._changed()

    def replay(self, moves: list[str]) -> None:
        """Make ``moves`` in turn (a saved game, a position's link), stopping at the first that cannot
        be made, with a message naming it and the rule; the board then shows the position before it."""
        for number, text in enumerate(moves, 1):
            try:
                self.state.apply(self.state.parse_move(str(text)))
            except IllegalMove as e:
                self.message = (f"move {number} of the {len(moves)} given, {text}, cannot be made: {e}; "
                                f"the board shows the position after move {number - 1}")
                break
        else:
            self.message = f"{len(moves)} move{'s' * (len(moves) != 1)} made again" if moves else ""
        self._changed()

    # --- helpers -----------------------------------------------------------------
    def _places(self) -> str:
        """What the screen reader hears on choosing a card: where it may go (from the legal moves)."""
        chosen = " then ".join(self.selection)
        places = self.targets()
        if not places:
            return f"chosen {chosen}: no move takes it now"
        return f"chosen {chosen}: it can go to {', '.join(places)}"

    def _token(self, pile: str, index: int | None) -> str:
        size = len(self.state.piles[self.state.table.index[pile]])
        if index is None or index >= size - 1 or index < 0:
            return pile
        return f"{pile}@{index + 1}"

    def _make(self, move: Move) -> None:
        try:
            self.state.apply(move)
            self.message = ""
            self.hinted = ""
        except IllegalMove as e:
            self.message = str(e)
        self.selection, self.choices = [], []
        self._changed()

    def _why_not(self, clicks: tuple[str, ...]) -> str:
        state = self.state
        if len(clicks) == 1:
            if "@" in clicks[0]:
                return state.rule("available")
            return state.rule("empty")
        if len(clicks) == 2:
            why = state.problem(Move(MOVE, clicks))
            if why:
                return why
        kinds = sorted({m.kind for m in state.legal_moves() if len(m.args) >= len(clicks)})
        for kind in kinds:
            why = state.problem(Move(kind, clicks))
            if why:
                return why
        return "no move of this game takes those cards"

    def autoplay(self) -> int:
        """Play every card that can go to the foundations now, again and again; how many were played."""
        state, count = self.state, 0
        while count < MAX_AUTOPLAY:
            move = next((m for m in state.legal_moves() if self._plays(m)), None)
            if move is None:
                break
            state.apply(move)
            count += 1
        return count

    def _plays(self, move: Move) -> bool:
        if move.kind == PLAY:
            return True
        if move.kind != MOVE:
            return False
        t = self.state.table
        src, dst = t.index.get(move.args[0].partition("@")[0]), t.index.get(move.args[1])
        return (dst is not None and src is not None and t.role_of[dst] is Role.FOUNDATION
                and t.role_of[src] is not Role.FOUNDATION)

    def hint(self, seconds: float = 1.5) -> str:
        """The first move of a solution found within ``seconds``, or the best move by rule of thumb."""
        from ..solver import hint

        found = hint(self.state, seconds=seconds)
        if found.move is None:
            return "no move is left"
        self.hinted = str(found.move)
        safe = " It is also a safe move: it can never spoil a game that can still be won." if found.safe else ""
        if found.from_solution:
            return f"hint: {found.move}. Why: it leads to a win (the first move of a winning line the solver found).{safe}"
        if found.status == "lost":
            return f"hint: {found.move}, but the solver proved this position cannot be won any more"
        if found.safe:
            return (f"hint: {found.move}. Why: it is safe: it can never spoil a game that can still be won "
                    f"(no winning line found in {seconds:g} s)")
        return (f"hint: {found.move}. This is a guess, by rule of thumb: no winning line found in {seconds:g} s, "
                "and no move is known to be safe")

    def show_me(self, seconds: float = 3.0) -> str:
        """Make the next move of a winning line, searching for one first if needed."""
        from ..solver import solve

        state = self.state
        done = len(state.history) - self.demo_from
        following = self.demo and 0 <= done < len(self.demo) and \
            [str(m) for m in state.moves[self.demo_from:]] == self.demo[:done]
        if not following:
            result = solve(state.clone(), seconds=seconds)
            if result.status != "won":
                self.demo = []
                return ("the solver proved that this position cannot be won" if result.status == "lost"
                        else f"no winning line found in {seconds:g} s")
            self.demo, self.demo_from, done = list(result.moves), len(state.history), 0
            if not self.demo:
                return "the game is won"
        move = self.demo[done]
        state.apply(move)
        return f"show me: move {done + 1} of {len(self.demo)}: {move}"

    def _changed(self) -> None:
        for listener in self.listeners:
            listener()

    # --- what the view shows -------------------------------------------------------
    def targets(self) -> list[str]:
        """Piles that the next click may name, given the selection."""
        n = len(self.selection)
        if not n:
            return []
        sel = tuple(self.selection)
        return sorted({m.args[n] for m in self.state.legal_moves() if len(m.args) > n and m.args[:n] == sel})

    def buttons(self) -> list[dict[str, Any]]:
        """The move buttons: deal, re-deal and refill when the game has them, and any other move without piles."""
        state, game = self.state, self.state.game
        legal = state.legal_moves()
        kinds: list[str] = []
        if game.stock.value != "none":
            kinds.append(DEAL)
        if game.redeals:
            kinds.append(REDEAL)
        if state.table.refills_by_move:  # vacancies that wait for the player's refill
            kinds.append(REFILL)
        kinds += sorted({m.kind for m in legal if not m.args and m.kind not in kinds})
        out = [{"name": k, "label": BUTTON_LABELS.get(k, k.capitalize()),
                "enabled": any(m.kind == k and not m.args for m in legal)} for k in kinds]
        out += [{"name": m.kind, "label": m.kind.capitalize(), "enabled": True} for m in self.choices]
        return out

    def status(self) -> dict[str, Any]:
        state, t = self.state, self.state.table
        on_foundations = sum(len(state.piles[f]) for f in t.foundations)
        to_deal = len(state.piles[t.stock]) if t.stock >= 0 else 0
        redeals_left = max(0, state.game.redeals - state.counters.get("redeals", 0))
        outcome = "won" if state.is_won() else ("no move left" if not state.legal_moves() else "")
        return {"foundations": on_foundations, "to_deal": to_deal, "redeals_left": redeals_left,
                "moves": len(state.history), "score": state.score(), "outcome": outcome,
                "can_undo": bool(state.history), "can_redo": bool(state.redo_stack)}

    def status_line(self) -> str:
        s = self.status()
        parts = [f"{s['foundations']} card{'s' * (s['foundations'] != 1)} on the foundations"]
        if self.state.table.stock >= 0:
            parts.append(f"{s['to_deal']} to deal")
        if self.state.game.redeals_as_required:
            parts.append("re-deals as often as required")
        elif self.state.game.redeals:
            parts.append(f"{s['redeals_left']} re-deal{'s' * (s['redeals_left'] != 1)} left")
        parts.append(f"{s['moves']} move{'s' * (s['moves'] != 1)}")
        if type(self.state.game.hooks).score is not Hooks.score:  # a score the text keeps (Canfield's counters)
            parts.append(f"score {self.state.score()}")
        if s["outcome"]:
            parts.append("WON" if s["outcome"] == "won" else "no move left")
        return " · ".join(parts)

    def svg(self) -> str:
        from .svg import board_svg

        selected = [name.partition("@")[0] for name in self.selection]
        return board_svg(self.state, interactive=True, selected=selected, targets=self.targets())

    def view(self) -> dict[str, Any]:
        """Everything the widget shows, as JSON-safe values (the synced traits)."""
        return {"svg": self.svg(), "message": self.message, "status": self.status(),
                "status_line": self.status_line(), "buttons": self.buttons(),
                "selection": list(self.selection), "targets": self.targets(),
                "record": self.state.to_dict(), "link": to_fragment(self.state.to_dict()),
                "title": heading(self.state.game.slug),
                "deal": self.state.deal, "hinted": self.hinted,
                "demo": {"moves": list(self.demo), "from": self.demo_from}}

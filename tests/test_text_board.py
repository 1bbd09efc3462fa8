"""The plain-text board shows the table as the player sees it."""

from __future__ import annotations

import patience


def test_every_foundation_says_what_it_takes_next() -> None:
    s = patience.new_game("fortress", 7)
    s.apply("R4>F3")
    lines = str(s).splitlines()
    assert "    F3: AC   (next: deuce of clubs)" in lines
    assert "    F1: -   (next: any ace)" in lines
    sultan = str(patience.new_game("sultan", 1)).splitlines()
    assert "    F2: AH   (next: deuce of hearts)" in sultan
    assert "    F1: KC   (next: ace of clubs)" in sultan


def test_a_grid_prints_as_a_grid() -> None:
    """The Fourteenth's five rows of five print as five lines of five cards."""
    s = patience.new_game("fourteenth", 1)
    lines = str(s).splitlines()
    start = lines.index("The tableau: five rows of five:")
    rows = lines[start + 1:start + 6]
    assert [row.count(":") for row in rows] == [5, 5, 5, 5, 5]
    assert rows[0].split()[0] == "T1:" + str(s.pile("T1")[-1])
    assert rows[4].split()[-1] == "T25:" + str(s.pile("T25")[-1])


def test_a_pile_prints_its_available_card_where_the_player_sees_it() -> None:
    """Fortress's left group fans to the left: its outside (available) card prints on the left;
    the right group's on the right."""
    s = patience.new_game("fortress", 7)
    lines = str(s).splitlines()
    l1 = next(line for line in lines if line.strip().startswith("L1:")).split()[1:]
    r1 = next(line for line in lines if line.strip().startswith("R1:")).split()[1:]
    assert l1[0] == str(s.pile("L1")[-1]) and l1[-1] == str(s.pile("L1")[0])
    assert r1[-1] == str(s.pile("R1")[-1])

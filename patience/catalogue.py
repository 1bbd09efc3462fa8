"""The book's table of games: all 47, in its printed order, whether or not the engine plays them yet.

Pages and the contents list read this to say which games are playable.
"""

from __future__ import annotations

from typing import NamedTuple


class BookEntry(NamedTuple):
    number: int
    title: str  # as printed
    slug: str


BOOK: tuple[BookEntry, ...] = (
    BookEntry(1, 'LA BELLE LUCIE', 'la-belle-lucie'),
    BookEntry(2, 'NAPOLEON AT ST. HELENA', 'napoleon-at-st-helena'),
    BookEntry(3, 'THE FIFTEEN', 'fifteen'),
    BookEntry(4, 'THE SALIC LAW', 'salic-law'),
    BookEntry(5, 'THE FOUR CORNERS', 'four-corners'),
    BookEntry(6, 'THE MILL', 'mill'),
    BookEntry(7, 'THE SHAH', 'shah'),
    BookEntry(8, 'THE BLOCKADE', 'blockade'),
    BookEntry(9, 'THE CLOCK', 'clock'),
    BookEntry(10, 'FORTRESS', 'fortress'),
    BookEntry(11, 'THE FOURTEENTH', 'fourteenth'),
    BookEntry(12, 'THE SULTAN', 'sultan'),
    BookEntry(13, 'LA NIVERNAISE', 'la-nivernaise'),
    BookEntry(14, 'THE EMPRESS OF INDIA', 'empress-of-india'),
    BookEntry(15, 'THE BESIEGED CITY', 'besieged-city'),
    BookEntry(16, 'THE FLOWER-GARDEN', 'flower-garden'),
    BookEntry(17, 'THE HEMISPHERES', 'hemispheres'),
    BookEntry(18, "NAPOLEON'S SQUARE", 'napoleons-square'),
    BookEntry(19, 'THE CONSTITUTION', 'constitution'),
    BookEntry(20, 'THE ZODIAC', 'zodiac'),
    BookEntry(21, 'THE KINGS', 'kings'),
    BookEntry(22, 'BABETTE', 'babette'),
    BookEntry(23, 'NESTOR', 'nestor'),
    BookEntry(24, 'LIGHT AND SHADE', 'light-and-shade'),
    BookEntry(25, 'THE LABYRINTH', 'labyrinth'),
    BookEntry(26, "SPENSER'S FAIRIE QUEEN", 'spensers-fairie-queen'),
    BookEntry(27, 'THE TERRACE', 'terrace'),
    BookEntry(28, 'GENERAL SEDGEWICK', 'general-sedgewick'),
    BookEntry(29, 'THE QUEENS', 'queens'),
    BookEntry(30, 'THE HERRING-BONE', 'herring-bone'),
    BookEntry(31, 'THE OLGA', 'olga'),
    BookEntry(32, 'CÆSAR', 'caesar'),
    BookEntry(33, 'RED AND BLACK', 'red-and-black'),
    BookEntry(34, 'THE SQUARE', 'square'),
    BookEntry(35, 'MARGARETHE', 'margarethe'),
    BookEntry(36, 'MOUNT OLYMPUS', 'mount-olympus'),
    BookEntry(37, 'THE WHEEL', 'wheel'),
    BookEntry(38, 'TWO RINGS', 'two-rings'),
    BookEntry(39, 'THE NATION', 'nation'),
    BookEntry(40, 'THE CARPET', 'carpet'),
    BookEntry(41, 'THE FISH-BONE', 'fish-bone'),
    BookEntry(42, 'THE CONGRESS', 'congress'),
    BookEntry(43, 'THE "LOUIS" PATIENCE', 'louis-patience'),
    BookEntry(44, 'SLY', 'sly'),
    BookEntry(45, 'THE GREAT THIRTEEN', 'great-thirteen'),
    BookEntry(46, 'CANFIELD OR KLONDIKE', 'canfield-or-klondike'),
    BookEntry(47, 'ANNA', 'anna'),
)

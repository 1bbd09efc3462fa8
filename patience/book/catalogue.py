"""The book's table of games: all 47, in its printed order, whether or not the engine plays them yet.

Pages and the contents list read this to say which games are playable.
"""

from __future__ import annotations

from typing import NamedTuple


class BookEntry(NamedTuple):
    number: int
    title: str  # as printed, in capitals
    slug: str
    heading: str  # the page's title, in the edition's title case


BOOK: tuple[BookEntry, ...] = (
    BookEntry(1, 'LA BELLE LUCIE', 'la-belle-lucie', 'La Belle Lucie'),
    BookEntry(2, 'NAPOLEON AT ST. HELENA', 'napoleon-at-st-helena', 'Napoleon at St. Helena'),
    BookEntry(3, 'THE FIFTEEN', 'fifteen', 'The Fifteen'),
    BookEntry(4, 'THE SALIC LAW', 'salic-law', 'The Salic Law'),
    BookEntry(5, 'THE FOUR CORNERS', 'four-corners', 'The Four Corners'),
    BookEntry(6, 'THE MILL', 'mill', 'The Mill'),
    BookEntry(7, 'THE SHAH', 'shah', 'The Shah'),
    BookEntry(8, 'THE BLOCKADE', 'blockade', 'The Blockade'),
    BookEntry(9, 'THE CLOCK', 'clock', 'The Clock'),
    BookEntry(10, 'FORTRESS', 'fortress', 'Fortress'),
    BookEntry(11, 'THE FOURTEENTH', 'fourteenth', 'The Fourteenth'),
    BookEntry(12, 'THE SULTAN', 'sultan', 'The Sultan'),
    BookEntry(13, 'LA NIVERNAISE', 'la-nivernaise', 'La Nivernaise'),
    BookEntry(14, 'THE EMPRESS OF INDIA', 'empress-of-india', 'The Empress of India'),
    BookEntry(15, 'THE BESIEGED CITY', 'besieged-city', 'The Besieged City'),
    BookEntry(16, 'THE FLOWER-GARDEN', 'flower-garden', 'The Flower-Garden'),
    BookEntry(17, 'THE HEMISPHERES', 'hemispheres', 'The Hemispheres'),
    BookEntry(18, "NAPOLEON'S SQUARE", 'napoleons-square', "Napoleon's Square"),
    BookEntry(19, 'THE CONSTITUTION', 'constitution', 'The Constitution'),
    BookEntry(20, 'THE ZODIAC', 'zodiac', 'The Zodiac'),
    BookEntry(21, 'THE KINGS', 'kings', 'The Kings'),
    BookEntry(22, 'BABETTE', 'babette', 'Babette'),
    BookEntry(23, 'NESTOR', 'nestor', 'Nestor'),
    BookEntry(24, 'LIGHT AND SHADE', 'light-and-shade', 'Light and Shade'),
    BookEntry(25, 'THE LABYRINTH', 'labyrinth', 'The Labyrinth'),
    BookEntry(26, "SPENSER'S FAIRIE QUEEN", 'spensers-fairie-queen', "Spenser's Fairie Queen"),
    BookEntry(27, 'THE TERRACE', 'terrace', 'The Terrace'),
    BookEntry(28, 'GENERAL SEDGEWICK', 'general-sedgewick', 'General Sedgewick'),
    BookEntry(29, 'THE QUEENS', 'queens', 'The Queens'),
    BookEntry(30, 'THE HERRING-BONE', 'herring-bone', 'The Herring-Bone'),
    BookEntry(31, 'THE OLGA', 'olga', 'The Olga'),
    BookEntry(32, 'CÆSAR', 'caesar', 'Cæsar'),
    BookEntry(33, 'RED AND BLACK', 'red-and-black', 'Red and Black'),
    BookEntry(34, 'THE SQUARE', 'square', 'The Square'),
    BookEntry(35, 'MARGARETHE', 'margarethe', 'Margarethe'),
    BookEntry(36, 'MOUNT OLYMPUS', 'mount-olympus', 'Mount Olympus'),
    BookEntry(37, 'THE WHEEL', 'wheel', 'The Wheel'),
    BookEntry(38, 'TWO RINGS', 'two-rings', 'Two Rings'),
    BookEntry(39, 'THE NATION', 'nation', 'The Nation'),
    BookEntry(40, 'THE CARPET', 'carpet', 'The Carpet'),
    BookEntry(41, 'THE FISH-BONE', 'fish-bone', 'The Fish-Bone'),
    BookEntry(42, 'THE CONGRESS', 'congress', 'The Congress'),
    BookEntry(43, 'THE "LOUIS" PATIENCE', 'louis-patience', 'The "Louis" Patience'),
    BookEntry(44, 'SLY', 'sly', 'Sly'),
    BookEntry(45, 'THE GREAT THIRTEEN', 'great-thirteen', 'The Great Thirteen'),
    BookEntry(46, 'CANFIELD OR KLONDIKE', 'canfield-or-klondike', 'Canfield or Klondike'),
    BookEntry(47, 'ANNA', 'anna', 'Anna'),
)


# The named variants that play as games of their own, as their pages name them (each page's anchor
# is ``variant-<slug>``).
VARIANT_NAMES = {
    "la-belle-lucie-house-in-the-wood": "The House in the Wood",
    "la-belle-lucie-house-on-the-hill": "The House on the Hill",
    "napoleon-at-st-helena-talon-only": "Spaces filled from the talon only",
    "napoleons-square-second-way": "The second way",
    "labyrinth-foundations-from-the-deal": "Foundations from the deal",
    "herring-bone-german": "The German variety",
}


def heading(slug: str) -> str:
    """The game's title as the edition's pages write it ("The Empress of India"); a named variant's
    is its book game's."""
    entry = next((e for e in BOOK if e.slug == slug), None)
    if entry is not None:
        return entry.heading
    # here, not above: the registry is not needed for the book's own games
    from ..games import game
    from ..games.changed import book_slug, describe

    if book_slug(slug) != slug:  # a book game with a word changed (patience.games.changed)
        return f"{heading(book_slug(slug))} ({describe(slug)})"
    return heading(game(slug).variant_of)

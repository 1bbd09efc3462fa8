"""What the book's pages need from the engine: the table of the 47 games, tableau figures, the solver's findings."""

"""The boards: the SVG drawing, the board controller (player intents in, everything to draw out), the widget."""

from manim import *


class TableDisplay(Scene):
    """A table with a header row and two data rows of text, drawn, then one cell circled and its entry coloured."""

    def construct(self):
        table = Table(
            [["1", "apple"], ["2", "pear"]],
            col_labels=[Text("No."), Text("Fruit")],
            include_outer_lines=True,
        ).scale(0.7)
        self.play(Create(table))
        self.play(Circumscribe(table.get_cell((3, 2)), color=YELLOW))
        self.play(table.get_entries((3, 2)).animate.set_color(YELLOW))
        self.wait()

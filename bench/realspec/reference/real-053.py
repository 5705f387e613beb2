"""real-053 (charts): Show a table with two columns, "Name" and "Score", and three rows: Ann 12, Ben 9 and Cal 15, then highlight the row with the highest score."""

from manim import *


class Main(Scene):
    def construct(self):
        table = Table([["Ann", "12"], ["Ben", "9"], ["Cal", "15"]], col_labels=[Text("Name"), Text("Score")], include_outer_lines=True).scale(0.7)
        self.play(Create(table))
        self.wait(0.5)
        highlight = SurroundingRectangle(table.get_rows()[3], color=YELLOW)
        self.play(Create(highlight))
        self.wait(0.5)

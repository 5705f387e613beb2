from manim import *

class NumberTableDisplay(Scene):
    def construct(self):
        table = Table(
            [["1", "2", "3"],
            ["4", "5", "6"],
            ["7", "8", "9"]],
            col_labels=[Text("Row 1"), Text("Row 2"), Text("Row 3")],
            row_labels=[Text("Col 1"), Text("Col 2"), Text("Col 3")])
        self.play(Create(table))
        self.play(table.get_entries((2, 2)).animate.set_color(YELLOW))
        self.wait()
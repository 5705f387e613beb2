from manim import *

class TableDisplay(Scene):
    def construct(self):
        table = Table(
            [["Ann", "12"], ["Ben", "9"], ["Cal", "15"]],
            col_labels=[Text("Name"), Text("Score")],
            include_outer_lines=True,
        ).scale(0.7)
        self.play(Create(table))
        self.wait()
        self.play(Create(SurroundingRectangle(table.get_rows()[3], color=YELLOW)))
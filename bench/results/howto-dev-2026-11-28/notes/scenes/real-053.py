from manim import *

class HighlightTableRow(Scene):
    def construct(self):
        table = Table(
            [["Name", "Score"],
            ["Ann", "12"],
            ["Ben", "9"],
            ["Cal", "15"]],
            col_labels=[Text("Name"), Text("Score")])
        self.play(Create(table))
        self.play(Create(SurroundingRectangle(table.get_rows()[2])))
        self.wait()
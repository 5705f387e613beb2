from manim import *

class HighScoreTable(Scene):
    def construct(self):
        table = Table(
            [["Name", "Score"],
            ["Ann", "12"],
            ["Ben", "9"],
            ["Cal", "15"]],
            col_labels=[Text("Name"), Text("Score")],
            include_outer_lines=True,
        ).scale(0.7)
        self.play(Create(table))
        self.play(Transform(table.get_entries((2, 1)), table.get_entries((3, 1)), run_time=2))
        self.wait(2)
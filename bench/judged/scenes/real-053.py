from manim import *

class HighestScoreTable(Scene):
    def construct(self):
        table = Table(
            [["Name", "Score"], ["Ann", "12"], ["Ben", "9"], ["Cal", "15"]],
            col_labels=[Text("Name"), Text("Score")],
            include_outer_lines=True,
        ).scale(0.7)
        self.play(Create(table))
        self.play(table.get_entries([2, 1]).animate.set_color(GOLD))
        self.wait()
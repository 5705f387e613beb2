from manim import *


class HighlightMaxRow(Scene):
    def construct(self):
        data = [["Ann", "12"], ["Ben", "9"], ["Cal", "15"]]
        table = Table(
            data, col_labels=[Text("Name"), Text("Score")], include_outer_lines=True
        ).scale(0.7)
        self.play(Create(table))
        best = max(range(len(data)), key=lambda i: int(data[i][1]))
        row = table.get_rows()[best + 1]  # row 0 holds the column labels
        box = SurroundingRectangle(row, color=YELLOW, buff=0.1)
        self.play(Create(box), row.animate.set_color(YELLOW))
        self.wait()
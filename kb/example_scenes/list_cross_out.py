from manim import *


class ListCrossOut(Scene):
    """A shopping list (a to-do list) with one item crossed out: the title "Shopping list" and the items "Milk", "Eggs" and "Bread" written one under the other, left-aligned (VGroup(...).arrange(DOWN, aligned_edge=LEFT)); then a red line is drawn through "Eggs" only, from its left edge to its right edge, crossing it out, while "Milk" and "Bread" stay untouched."""

    def construct(self):
        title = Text("Shopping list", font_size=48, color=YELLOW).to_edge(UP, buff=1)
        items = VGroup(
            Text("Milk", font_size=56),
            Text("Eggs", font_size=56),
            Text("Bread", font_size=56),
        )
        items.arrange(DOWN, aligned_edge=LEFT, buff=0.6).next_to(title, DOWN, buff=0.8)
        self.play(Write(title))
        for item in items:
            self.play(Write(item), run_time=0.8)
        eggs = items[1]
        cross = Line(eggs.get_left(), eggs.get_right(), color=RED, stroke_width=8)
        cross.shift(UP * 0.08)  # a little up: the "gg" hang below the line
        self.wait(0.5)
        self.play(Create(cross))
        self.wait()

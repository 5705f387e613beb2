from manim import *

class LevelBarDisplay(Scene):
    def construct(self):
        level = 1
        bar_labels = []
        for _ in range(5):
            bar = Rectangle(height=level, width=1, fill_color=WHITE)
            bar_labels.append(bar)
            self.add(bar)
            self.wait(1)
            level += 1
            for label in bar_labels:
                label.move_to(RIGHT)
        self.wait()
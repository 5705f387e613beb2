from manim import *

class BlueCircleSplits(Scene):
    def construct(self):
        circle = Circle(radius=1, color=BLUE, fill_opacity=0.5)
        # first animation: grow from nothing
        self.play(Create(circle))
        # second animation: split into two smaller circles
        self.play(circle.animate.scale(2), run_time=1)
        # third animation: move apart to the left and right
        self.play(circle.animate.move_to(LEFT * 3).move_to(RIGHT * 3), run_time=1)
        self.wait()
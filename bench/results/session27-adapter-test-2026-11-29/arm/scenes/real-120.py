from manim import *

class StarAndCircle(Scene):
    def construct(self):
        # small yellow star
        star = Star(color=YELLOW, stroke_width=4)
        star.move_to(UP * 2)
        # large purple circle
        circle = Circle(radius=3, color=PURPLE)
        circle.move_to(LEFT * 3.5)
        self.play(Create(star))
        self.play(Create(circle))
        self.wait()
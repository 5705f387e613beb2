from manim import *


class StarAndCircle(Scene):
    def construct(self):
        # small yellow star
        star = Star(color=YELLOW, fill_color=YELLOW, fill_opacity=0.5)
        star.move_to(RIGHT * 0.5 + UP * 0.5)
        
        # large purple circle
        circle = Circle(color=PURPLE, radius=1.5, fill_color=PURPLE, fill_opacity=0.5)
        circle.move_to(LEFT * 0.5)
        
        self.play(Create(star))
        self.play(Create(circle))
        self.wait()
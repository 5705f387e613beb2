from manim import *

class OrangeCircleNextToPurpleRectangle(Scene):
    def construct(self):
        purple_rectangle = Rectangle(color=PURPLE, height=3, width=2)
        orange_circle = Circle(color=ORANGE, radius=0.5)
        label_tall = Text("tall", font_size=28).next_to(purple_rectangle, UP)
        label_small = Text("small", font_size=28).next_to(orange_circle, DOWN)
        self.play(Create(purple_rectangle), Create(orange_circle))
        self.play(FadeIn(label_tall), FadeIn(label_small))
        self.wait()
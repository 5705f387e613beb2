from manim import *


class ColoredCircles(Scene):
    def construct(self):
        red_circle = Circle(radius=0.5, color=RED, fill_opacity=0.5)
        green_circle = Circle(radius=0.5, color=GREEN, fill_opacity=0.5)
        blue_circle = Circle(radius=0.5, color=BLUE, fill_opacity=0.5)
        labels = VGroup(
            Text("red", font_size=32).next_to(red_circle, LEFT),
            Text("green", font_size=32).next_to(green_circle, LEFT),
            Text("blue", font_size=32).next_to(blue_circle, LEFT),
        )
        self.play(Create(red_circle), Create(green_circle), Create(blue_circle))
        self.play(Write(labels))
        self.wait()
from manim import *


class BlueCircleWithDotAndDiameter(Scene):
    def construct(self):
        circle = Circle(radius=1, color=BLUE)
        red_dot = Dot(ORIGIN, color=RED)
        red_dot.label = Text("C", font_size=30).move_to(red_dot)
        diameter = Line(ORIGIN, circle.get_center(), color=YELLOW)
        diameter2 = Line(circle.get_center(), circle.get_right(), color=YELLOW)
        self.play(Create(circle), FadeIn(red_dot), Write(red_dot.label), Create(diameter), Create(diameter2))
        self.wait()